// Observers of static stored properties, and a static set inside its own didSet (named alone: not observed again; through the type's name: observed).
struct Settings {
    static var volume = 5 {
        willSet { print("will", volume, "->", newValue) }
        didSet {
            print("did", oldValue, "->", volume)
            if volume > 10 { volume = 10 }
        }
    }
    static var log: [String] = [] { didSet { print("log now", log.count) } }
    static func reset() { volume = 0 }
}
Settings.volume = 7
Settings.volume += 10
print(Settings.volume)
Settings.log.append("a")
Settings.log += ["b", "c"]
Settings.reset()
class Counter {
    class var unused: Int { 0 }
    static var total = 0 { didSet { print("total", oldValue, total) } }
    init() { Counter.total += 1 }
}
_ = Counter(); _ = Counter()
enum Mode { static var current = "a" { willSet(next) { print("switching to", next) } } }
Mode.current = "b"
func bump(_ x: inout Int) { x += 100 }
bump(&Settings.volume)
print(Settings.volume)
struct Limits {
    static var v = 0 {
        didSet { print("did", v); if v > 3 { Limits.v = 3 } }
    }
    static var w = 0 {
        didSet { print("didw", w); if w > 3 { w = 3 } }
    }
}
Limits.v = 5
print(Limits.v)
Limits.w = 9
print(Limits.w)
