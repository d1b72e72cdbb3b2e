// Operators whose operands are a variable of the frame or an Int literal, with values of
// other types in those places, compound assignments in place, and calls whose arguments go
// straight into the new frame (evaluated in order, before the call).
var count = 7
let limit = 3
print(count + limit, count - limit, count * limit, count / limit, count % limit)
print(count < limit, count > limit, count <= 7, count >= 8, count == 7, count != 7)
print(10 - count, 2 * count, 100 / count, 50 % count, 1 < count)
print(count &+ 1, count &- 10, count &* 3)
let ratio = 2.5
print(ratio + 1, ratio * 2, ratio < 3, ratio - ratio)
var word = "ab"
print(word + "cd", word == "ab", word < "b")
let maybe: Int? = 7
print(maybe == 7, maybe != nil, maybe == count)
var letters: [Int] = [1]
letters += [2, 3]
word += "c"
word += "!"
count += 5
count -= 2
count *= 3
count /= 4
count %= 5
var total = 0.5
total += 2
total *= 3
print(letters, word, count, total)

final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("make", name) }
    deinit { print("free", name) }
}
var trace: [String] = []
func note(_ s: String, _ v: Int) -> Int { trace.append(s); return v }
func add3(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
print(add3(note("a", 1), note("b", 2), note("c", 3)), trace)
func show(_ t: Token, _ n: Int) -> String { "\(t.name) \(n)" }
print(show(Token("x"), 1))
print("after")
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}
func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
print(fib(15), depth(100))
func scale(_ x: Double) -> Double { x * 2 }
print(scale(3))
var side = 10
func bump() -> Int { side += 1; return side }
print(side + bump(), side)
