enum Light {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    var canGo: Bool { self == .green }
}
var l = Light.red
for _ in 0..<4 {
    print(l, l.canGo)
    l.next()
}
enum Counter {
    case value(Int)
    mutating func increment() {
        if case .value(let n) = self { self = .value(n + 1) }
    }
}
var c = Counter.value(1)
c.increment()
c.increment()
print(c)
