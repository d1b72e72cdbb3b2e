@main
struct MyTopLevel {
    static func main() {
        print("Hello")
    }
}
