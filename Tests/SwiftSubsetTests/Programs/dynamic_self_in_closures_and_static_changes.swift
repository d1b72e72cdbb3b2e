// `Self` and static members inside closures in static methods follow the class the method was
// called on; `self.x += 1` in a static method changes the static property; `Self(...)` in a
// protocol extension's static method makes the conforming type.
class Logger {
    class var prefix: String { "log" }
    class func tag() -> String { "Logger" }
    class func line(_ s: String) -> String {
        let format = { "[\(tag())] \(s)" }
        return format()
    }
    class func tags() -> [String] { ["a", "b"].map { "\(prefix)-\($0)-\(tag())" } }
    class func name() -> String { let f = { String(describing: self) }; return f() }
    class func fresh() -> Logger { let make = { Self.init() }; return make() }
    required init() {}
}
class FileLogger: Logger {
    override class var prefix: String { "file" }
    override class func tag() -> String { "File" }
}
print(FileLogger.line("saved"), Logger.line("start"))
print(FileLogger.tags())
print(FileLogger.name(), type(of: FileLogger.fresh()))

struct Stats {
    static var hits = 0
    static var names: [String] = []
    static func hit(_ who: String) { self.hits += 1; Self.hits += 10; self.names.append(who) }
}
Stats.hit("a"); Stats.hit("b")
print(Stats.hits, Stats.names)
class Pool { static var size = 1; class func grow() { self.size *= 2 } }
Pool.grow(); Pool.grow(); print(Pool.size)

protocol Buildable { init(level: Int); var level: Int { get } }
extension Buildable {
    static func starter() -> Self { Self.init(level: 1) }
    static func pair() -> [Self] { [Self(level: 2), self.init(level: 3)] }
}
struct Wall: Buildable { var level: Int }
final class Tower: Buildable { let level: Int; init(level: Int) { self.level = level * 10 } }
print(Wall.starter().level, Tower.starter().level)
print(Wall.pair().map(\.level), Tower.pair().map(\.level), type(of: Tower.starter()))
