// `let` constants declared without a value and initialised later, once on every path.
func describe(_ n: Int) -> String {
    let kind: String
    if n < 0 {
        kind = "negative"
    } else if n == 0 {
        kind = "zero"
    } else {
        kind = "positive"
    }
    return kind
}
print(describe(-3), describe(0), describe(8))

func grade(_ score: Int) -> String {
    let letter: Character
    switch score {
    case 90...: letter = "A"
    case 80..<90: letter = "B"
    default: letter = "C"
    }
    let bonus: Int
    guard score >= 0 else { return "invalid" }
    if score > 95 { bonus = 5 } else { bonus = 0 }
    let shout = { "\(letter)+\(bonus)" }
    return shout()
}
print(grade(97), grade(85), grade(12), grade(-1))

let total: Double
let values = [1, 2, 3]
if values.isEmpty {
    total = 0
} else {
    total = Double(values.reduce(0, +)) / 2
}
print(total)

func firstEven(_ xs: [Int]) -> Int {
    for x in xs {
        let half: Int
        if x % 2 != 0 { continue }
        half = x / 2
        print("half of \(x) is \(half)")
        return x
    }
    return -1
}
print(firstEven([3, 5, 8, 10]))

enum Suit { case hearts, spades, clubs }
func colour(_ s: Suit) -> String {
    let c: String
    switch s {
    case .hearts:
        c = "red"
    case .spades, .clubs:
        if s == .spades {
            c = "black"
            break
        }
        c = "dark"
    }
    return c
}
print(colour(.hearts), colour(.spades), colour(.clubs))

struct Failure: Error {}
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw Failure() }
    return n
}
func safeParse(_ s: String) -> Int {
    let value: Int
    do {
        value = try parse(s)
    } catch {
        return -1
    }
    return value
}
print(safeParse("42"), safeParse("x"))

func firstOrNil(_ s: String) -> Int? {
    let y: Int?
    do {
        print("parsing", s)
        y = try parse(s)
    } catch {
        y = nil
    }
    return y
}
print(firstOrNil("5") as Any, firstOrNil("five") as Any)
