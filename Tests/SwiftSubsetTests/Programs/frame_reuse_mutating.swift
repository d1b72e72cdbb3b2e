// Frames reused by later calls, around what a call writes back when it ends: a mutating
// method's `self`, a closure's `inout` parameters, a throw part-way, recursion deeper than the
// frames kept, and calls made again from a `deinit` while a frame is being emptied.

final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("token \(name) released") }
}

// A mutating method: `self` goes back to the caller, and what it replaced is released.
struct Counter {
    var count = 0
    var holder: Token? = nil
    mutating func bump(_ by: Int) -> Int {
        let before = count
        count += by
        return before
    }
    mutating func swapHolder(_ name: String) {
        let local = Token("local-" + name)
        holder = Token(name)
        print("swapped in \(name), local \(local.name)")
    }
}
var c = Counter()
for i in 1...5 { _ = c.bump(i) }
print("count", c.count, c.bump(100), c.count)
c.swapHolder("a")
c.swapHolder("b")
print("holder", c.holder?.name ?? "none")

// A throwing mutating method: changes made before the throw stay.
enum Stop: Error { case at(Int) }
struct Tally {
    var items: [Int] = []
    mutating func add(_ n: Int) throws -> Int {
        items.append(n)
        if n % 3 == 0 { throw Stop.at(n) }
        items.append(n * 10)
        return items.count
    }
}
var t = Tally()
for n in 1...7 {
    do {
        let size = try t.add(n)
        print("added", n, "size", size)
    } catch {
        print("stopped", error, "items", t.items)
    }
}
print(t.items)

// Closures with `inout` parameters, called many times.
let double = { (x: inout Int) in x *= 2 }
var v = 3
for _ in 0..<4 { double(&v) }
print("doubled", v)
let push = { (list: inout [String], item: String) -> Int in
    list.append(item)
    return list.count
}
var names: [String] = []
print(push(&names, "x"), push(&names, "y"), push(&names, "z"), names)
let grow = { (x: inout Int) throws in
    x += 1
    if x > 2 { throw Stop.at(x) }
}
var g = 0
for _ in 0..<4 {
    do { try grow(&g); print("grew", g) } catch { print("grow stopped", error, g) }
}
let totals = [1, 2, 3, 4].reduce(into: [0, 0]) { acc, n in acc[n % 2] += n }
print(totals)

// Recursion deeper than the frames kept: every level keeps its own values.
func depthSum(_ n: Int, _ tag: String) -> String {
    let mine = tag + String(n)
    if n == 0 { return mine }
    let below = depthSum(n - 1, tag)
    return n % 20 == 0 ? mine + "|" + below : below
}
print(depthSum(70, "d"))
print(depthSum(45, "e"))
func objects(_ n: Int) -> Int {
    let token = Token("deep\(n)")
    if n == 0 { return 0 }
    return objects(n - 1) + (token.name.count > 4 ? 1 : 0)
}
print("objects", objects(3))
let fact: (Int) -> Int = { n in
    var r = 1
    for i in stride(from: n, to: 1, by: -1) { r *= i }
    return r
}
func factRec(_ n: Int) -> Int { n <= 1 ? 1 : n * factRec(n - 1) }
print(fact(10), factRec(20), (1...20).map(factRec).reduce(0, +))

// A deinit that calls the function whose frame is being emptied, and a closure the same way.
final class Echo {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit {
        print("echo \(n) gone, inner call:", label(n + 100, nil))
        print("closure call in deinit:", tagged(n))
    }
}
func label(_ n: Int, _ e: Echo?) -> String {
    let text = "L" + String(n)
    return e == nil ? text : text + "/" + String(e!.n)
}
let tagged = { (n: Int) -> String in "T" + String(n) }
print(label(1, Echo(1)))
print(label(2, Echo(2)))
let viaClosure = { (e: Echo) -> Int in e.n * 3 }
print(viaClosure(Echo(3)))
print(viaClosure(Echo(4)))

// A mutating method whose frame releases an object whose deinit calls it again on a copy.
struct Stack {
    var items: [Token] = []
    mutating func replaceTop(_ name: String) -> Int {
        let old = items.popLast()
        items.append(Token(name))
        _ = old
        return items.count
    }
}
var s = Stack()
print(s.replaceTop("s1"), s.replaceTop("s2"), s.replaceTop("s3"))
print(s.items.map(\.name))
print("end")
