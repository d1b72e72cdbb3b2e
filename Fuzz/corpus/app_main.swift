class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
}
@main
struct App {
    static func main() {
        let logger = Logger()
        logger.log("start")
        logger.log("run")
        print(logger.lines.joined(separator: " -> "))
    }
}
