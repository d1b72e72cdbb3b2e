// A static computed property's setter runs; a static optional without a value starts as nil.
struct Settings {
    static var stored = 0
    static var level: Int {
        get { stored }
        set { stored = newValue * 2 }
    }
    static var scale: Double {
        get { Double(stored) / 10 }
        set { stored = Int(newValue * 10) }
    }
    static var cache: [String: Int]?
    static var name: String?
    static var count: Int!
}

class Counter {
    static var total = 0
    class var doubled: Int {
        get { total * 2 }
        set { total = newValue / 2 }
    }
}

Settings.level = 5
print(Settings.level, Settings.stored)
Settings.level += 1
print(Settings.level, Settings.stored)
Settings.scale = 7 / 2
print(Settings.scale, Settings.stored)
print(Settings.cache as Any, Settings.cache == nil)
print(Settings.name ?? "none")
print(Settings.count == nil)
Settings.cache = ["a": 1]
Settings.cache?["b"] = 2
print(Settings.cache!.sorted { $0.key < $1.key })
Counter.doubled = 10
print(Counter.total, Counter.doubled)
