protocol ProvidesMain {
    static func main() throws
}
