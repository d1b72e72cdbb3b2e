// Overloads told apart by an array against a scalar, one of them taking it inout: the
// chosen method writes the argument back.
final class Coder {
    let separator: Character = ","
    private func decode(from parts: inout [String]) -> [Int] {
        guard !parts.isEmpty else { return [] }
        let last = parts.removeLast()
        print("took", last, "left", parts.count)
        return [Int(last) ?? -1] + decode(from: &parts)
    }
    func decode(from text: String) -> [Int] {
        var parts = text.split(separator: separator).reversed().map(String.init)
        let values = decode(from: &parts)
        print("parts now", parts)
        return values
    }
}
struct Counter {
    var total = 0
    mutating func add(_ x: Int) { total += x }
    mutating func add(_ xs: inout [Int]) { total += xs.reduce(0, +); xs.removeAll() }
    func describe(_ x: Int) -> String { "int \(x)" }
    func describe(_ xs: [Int]) -> String { "array \(xs)" }
}
let c = Coder()
print(c.decode(from: "1,2,x"))
var k = Counter()
var pending = [4, 5]
k.add(1)
k.add(&pending)
print(k.total, pending, k.describe(3), k.describe([3]), k.describe([]))

// Both inout, one throwing: written back also when it throws.
enum Oops: Error { case bad }
struct T2 {
    mutating func eat(_ xs: inout [Int]) throws { xs.append(0); if xs.count > 2 { throw Oops.bad } }
    mutating func eat(_ s: inout String) { s += "!" }
    func show(_ x: String) -> String { "s" + x }
    func show(_ x: [String]) -> String { "a\(x.count)" }
}
var s2 = T2()
var a2 = [1]
var t = "hi"
try s2.eat(&a2)
s2.eat(&t)
do { try s2.eat(&a2) } catch { print("caught", a2) }
print(a2, t, s2.show("x"), s2.show(["x", "y"]), s2.show([]))
