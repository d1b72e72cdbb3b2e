// `&x` passed to methods: written back when the call returns.
struct Counter {
    var total = 0
    mutating func add(_ n: Int, into log: inout [String]) {
        total += n
        log.append("added \(n)")
    }
    func double(_ x: inout Int) { x *= 2 }
    static func reset(_ x: inout Int) { x = 0 }
}

final class Bucket {
    var items: [Int] = []
    func drain(into target: inout [Int]) {
        target += items
        items.removeAll()
    }
    func swapEnds(_ a: inout Int, _ b: inout Int) {
        let t = a; a = b; b = t
    }
    func run() {
        var local = [9]
        drain(into: &local)
        self.drain(into: &local)
        print("run:", local)
    }
}

var log: [String] = []
var c = Counter()
c.add(3, into: &log)
c.add(4, into: &log)
print(c.total, log)

var x = 5
c.double(&x)
print(x)
Counter.reset(&x)
print(x)

let b = Bucket()
b.items = [1, 2]
var got = [0]
b.drain(into: &got)
print(got, b.items)
b.items = [7]
b.run()

var p = 1, q = 2
b.swapEnds(&p, &q)
print(p, q)

// The argument is written back when the call returns, so observers run then.
struct Observed {
    var value = 10 { didSet { print("didSet", oldValue, "->", value) } }
}
var o = Observed()
c.double(&o.value)
print(o.value)

var arr = [3, 4, 5]
c.double(&arr[1])
print(arr)

// Collection's formIndex takes its index inout.
let letters = ["a", "b", "c", "d"]
var i = letters.startIndex
letters.formIndex(after: &i)
print(i, letters[i])
letters.formIndex(before: &i)
print(i)
let word = "héllo"
var si = word.startIndex
word.formIndex(after: &si)
word.formIndex(after: &si)
print(word[si])

// Inside an extension of a standard protocol, `formIndex` on `self`; an extension method
// taking its index inout.
extension Collection where Element: Equatable {
    func skipRepeats(after index: inout Index) {
        let start = index
        repeat { formIndex(after: &index) } while index < endIndex && self[index] == self[start]
    }
}
let runs = [1, 1, 1, 2, 2, 3]
var r = runs.startIndex
runs.skipRepeats(after: &r)
print(r)
runs.skipRepeats(after: &r)
print(r)

// A recursive method passing its own inout parameter on.
struct Splitter {
    func countDown(_ n: Int, _ steps: inout [Int]) {
        if n == 0 { return }
        steps.append(n)
        self.countDown(n - 1, &steps)
    }
}
var steps: [Int] = []
Splitter().countDown(3, &steps)
print(steps)
