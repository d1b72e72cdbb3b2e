// Values made by a closure called where they are declared, under a Double annotation: what the
// closure returns takes the annotation's type; its other statements keep their own types.
let half: Double = { 7 / 2 }()
let flag = true
let price: Double = {
    let cents = 1999
    return Double(cents) / 100
}()
let either: Double = { if flag { return 1 } else { return 2.5 } }()
let guarded: Double = { guard flag else { return 0 }; return 9 }()
let ratio: Double = { let w = 16.0; return w / 9 }()
let table: [Double] = { (0..<3).map { Double($0) } }()
let doubled: [Double] = stride(from: 0.0, through: 1, by: 0.25).map { $0 * 2 }
let halves: Double = [7].map { (x: Int) -> Int in x / 2 }.map(Double.init)[0]
struct Config {
    static let gravity: Double = { 9.81 }()
    static let halfGravity: Double = { gravity / 2 }()
}
print(half, price, either, guarded, ratio)
print(table, doubled, halves, Config.halfGravity)
