func work(_ n: Int) -> Int {
    defer { print("cleanup \(n)") }
    print("working \(n)")
    if n > 1 { return n * 2 }
    return 0
}
print(work(1), work(5))
func nested() {
    defer { print("first registered, runs last") }
    defer { print("second registered, runs first") }
    print("body")
}
nested()
let score = 72
let grade = switch score {
case 90...: "A"
case 70..<90: "B"
default: "C"
}
print(grade)
let parity = if score % 2 == 0 { "even" } else { "odd" }
print(parity)
func sign(_ x: Int) -> String {
    switch x {
    case ..<0: "negative"
    case 0: "zero"
    default: "positive"
    }
}
print(sign(-3), sign(0), sign(8))
for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print("iteration \(i)")
}
