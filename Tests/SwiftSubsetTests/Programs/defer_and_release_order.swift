// As a scope ends, its defers run and its values are released in reverse order of where they
// stand: a value declared after a `defer` goes before that `defer` runs.

final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("release", name) }
}

func work() {
    let early = Token("early")
    defer { print("defer 1") }
    let late = Token("late")
    defer { print("defer 2") }
    print("body", early.name, late.name)
}
work()

do {
    defer { print("do's defer") }
    let inside = Token("inside do")
    print("in do", inside.name)
}
print("after do")

for i in 0..<2 {
    defer { print("loop defer", i) }
    let each = Token("loop \(i)")
    _ = each
}

func early(_ stop: Bool) -> String {
    let first = Token("first")
    defer { print("early's defer") }
    if stop { return "stopped" }
    let second = Token("second")
    return second.name + " " + first.name
}
print(early(true))
print(early(false))
