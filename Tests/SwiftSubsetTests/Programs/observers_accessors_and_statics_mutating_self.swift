struct Log {
    var lines: [String] = []
    var count = 0 {
        didSet { lines.append("count \(count)"); self.lines.append("!") }
        willSet { lines.append("will \(newValue)") }
    }
    var last: String {
        get { lines.last ?? "" }
        set { lines.append(newValue) }
    }
    static var shared: [Int] = []
    static func note(_ n: Int) { shared.append(n) }
    mutating func run() {
        let add = { (s: String) in self.lines.append(s) }
        _ = add
        func local() -> Int { lines.count }
        lines.append("run \(local())")
        count += 1
    }
    init() { lines.append("init"); count = 1 }
}
enum Mode {
    case on, off
    mutating func flip() { self = self == .on ? .off : .on }
}
final class Holder { var xs: [Int] = [] }
struct Wrapper {
    let holder = Holder()
    var ids: Set<Int> = []
    func fill() { holder.xs.append(1) }
    mutating func mark() { ids.insert(3); ids.remove(4) }
}
var log = Log()
log.run()
log.last = "end"
Log.note(5)
var m = Mode.on
m.flip()
var w = Wrapper()
w.fill(); w.mark()
print(log.lines, log.count, Log.shared, m, w.holder.xs, w.ids)
