struct Garden {
    static private let defaultChildren = ["Alice", "Bob"]
    static var greeting: String { "hi" }
    static func makeCount() -> Int { 3 }
    let children: [String]
    let count: Int

    init(_ diagram: String, children: [String] = defaultChildren, count: Int = makeCount()) {
        self.children = children
        self.count = count
        print(diagram, children, count)
    }

    func describe(prefix: String = greeting, times: Int = Garden.makeCount() + 1) -> String {
        String(repeating: prefix, count: times) + " " + children.joined(separator: ",")
    }
}

let g = Garden("RC")
let h = Garden("VV", children: ["Zoe"], count: 1)
print(g.describe())
print(h.describe(prefix: "yo"))

class Counter {
    static var start = 10
    var value: Int
    init(from: Int = start) { value = from }
    func add(_ n: Int = start * 2) { value += n }
}
let c = Counter()
c.add()
print(c.value)
Counter.start = 1
let d = Counter()
d.add()
print(d.value)

enum Level: Int {
    case low = 1, high = 5
    static let standard = Level.low
    func above(_ other: Level = standard) -> Bool { self.rawValue > other.rawValue }
}
print(Level.high.above(), Level.low.above(), Level.low.above(.high))

let base = 100
struct Offset {
    static let step = 7
    func shifted(_ x: Int = base + step) -> Int { x }
}
print(Offset().shifted(), Offset().shifted(1))
