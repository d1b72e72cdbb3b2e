// A subclass's designated initialiser that calls no other initialiser ends with the
// `super.init()` Swift adds: after the body, and before each `return` but a failable
// initialiser's `return nil`.
class Shape {
    var name: String
    var sides: [Int]
    init() {
        name = "shape"
        sides = []
        print("Shape.init")
    }
}

class Polygon: Shape {
    let corners: Int
    init(corners: Int) {
        self.corners = corners
        print("Polygon.init(\(corners)) body")
    }
}

class Square: Polygon {
    var side = 1.0
    init() {
        super.init(corners: 4)
        name = "square"
    }
}

let p = Polygon(corners: 3)
print(p.name, p.sides, p.corners)
let s = Square()
print(s.name, s.corners, s.side)

class Counter {
    var count = 10
}
class Ticker: Counter {
    var step: Int
    init(step: Int) {
        self.step = step
    }
    init?(checked step: Int) {
        self.step = step
        if step <= 0 { return nil }
        print("checked", step)
    }
    init(early: Bool) {
        step = 1
        if early {
            print("early")
            return
        }
        print("late")
    }
    convenience init(fast: Bool) {
        self.init(step: 5)
        count += 1
    }
}
print(Ticker(step: 2).count)
print(Ticker(checked: 0) == nil, Ticker(checked: 3)?.count ?? -1)
print(Ticker(early: true).count, Ticker(early: false).count)
print(Ticker(fast: true).count, Ticker(fast: false).step)

class Logged {
    var log: [String] = ["made"]
    init() { log.append("Logged.init") }
    deinit { print("deinit Logged", log) }
}
class Child: Logged {
    override init() {
        print("Child.init body")
    }
}
do {
    let c = Child()
    c.log.append("used")
}
print("done")

// The superclass's initialiser with every parameter defaulted is called with none.
class Panel {
    var size: Int
    init(size: Int = 3) { self.size = size; print("Panel.init(size: \(size))") }
}
class TaggedPanel: Panel {
    let tag: String
    init(tag: String) { self.tag = tag }
}
let panel = TaggedPanel(tag: "t")
print(panel.size, panel.tag)
