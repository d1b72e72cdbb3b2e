// Static members a program adds to standard value types in extensions, read, called,
// assigned and passed as functions; and `Double.nan`.
extension Double {
    static var made = 0
    static let quarter: Double = 0.25
    static func fromHalves(_ halves: Int) -> Double {
        made += 1
        return Double(halves) / 2
    }
}

extension Int {
    static var state = 5
    static func rolled() -> Int {
        state = (state * 7 + 3) % 13
        return state
    }
}

extension String {
    static let separator = " | "
    static func framed(_ s: String) -> String { "[" + s + "]" }
}

extension Bool {
    static func flipped(_ b: Bool) -> Bool { !b }
}

print(Double.quarter, Double.fromHalves(5), Double.made)
print([1, 2, 3].map(Double.fromHalves), Double.made)
Double.made = 0
Double.made += 4
print(Double.made)
print(Int.rolled(), Int.rolled(), Int.rolled())
Int.state = 1
print(Int.rolled())
print(["a", "b"].map(String.framed).joined(separator: String.separator))
print(Bool.flipped(true))
let missing = Double.nan
print(missing, missing.isNaN, missing == missing, missing < 1, Double.nan > 1)
