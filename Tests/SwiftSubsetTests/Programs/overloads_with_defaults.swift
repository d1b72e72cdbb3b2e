// Swift prefers the overload that leaves no parameter to its default value.
func beep(_ times: Int = 2) { print("beep x\(times)") }
func beep() { print("one beep") }
beep()
beep(3)

func scale(_ x: Int, by factor: Int = 10) -> Int { x * factor }
func scale(_ x: Int) -> Int { x + 1 }
print(scale(4), scale(4, by: 3))

func greet(name: String = "you", loudly: Bool = false) { print(loudly ? "HI \(name)" : "hi \(name)") }
func greet(name: String) { print("hello, \(name)") }
greet()
greet(name: "Ann")
greet(name: "Bo", loudly: true)

struct Counter {
    var value = 0
    mutating func bump(by step: Int = 5) { value += step; print("bumped by \(step)") }
    mutating func bump() { value += 1; print("bumped once") }
    func report(_ prefix: String = ">") -> String { "\(prefix) \(value)" }
    func report() -> String { "value \(value)" }
}
var c = Counter()
c.bump()
c.bump(by: 2)
print(c.report(), c.report("#"))
