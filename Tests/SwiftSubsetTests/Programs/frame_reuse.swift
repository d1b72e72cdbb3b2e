// Frames of finished calls are reused by later calls of the same function or closure. What a
// frame held must be released when the call returns, and a frame that something captured must
// never be reused while it is still reachable.

final class Badge {
    let label: String
    init(_ label: String) { self.label = label }
    deinit {
        print("badge \(label) gone")
        if label.hasPrefix("echo") == false && label != "quiet" { print("  echo: \(stamp(Badge("quiet")))") }
    }
}

func stamp(_ b: Badge) -> String { "<" + b.label + ">" }

// A parameter that is the last reference: released as the call returns, before the next line.
print(stamp(Badge("first")))
print("after first")
print(stamp(Badge("second")))
print("after second")

// A frame captured by the closure it returns keeps its own values.
func counter(from start: Int, step: Int) -> () -> Int {
    var value = start
    return {
        value += step
        return value
    }
}
let tens = counter(from: 0, step: 10)
let ones = counter(from: 100, step: 1)
print(tens(), ones(), tens(), ones())
let more = counter(from: 5, step: 5)
print(more(), tens(), ones())

// Closures made by recursive calls, each capturing its own parameter.
var saved: [() -> String] = []
func collect(_ n: Int, _ tag: String) {
    if n == 0 { return }
    saved.append { "\(tag)\(n)" }
    collect(n - 1, tag)
}
collect(3, "a")
collect(2, "b")
print(saved.map { $0() })

// A local function that outlives its enclosing call.
func makeGreeter(_ name: String) -> (String) -> String {
    func greet(_ greeting: String) -> String { greeting + ", " + name }
    return greet
}
let hi = makeGreeter("Ada")
let hello = makeGreeter("Alan")
print(hi("Hi"), hello("Hello"), hi("Hey"))

// Recursion whose frames hold objects: released in reverse order of declaration on return.
func nest(_ depth: Int) -> Int {
    let outer = Badge("outer\(depth)")
    let inner = Badge("inner\(depth)")
    if depth == 0 { return outer.label.count + inner.label.count }
    return nest(depth - 1) + 1
}
print(nest(2))

// Mutual recursion.
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print(isEven(10), isOdd(7), isEven(3))

// A method's receiver and a returned object.
final class Shelf {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("shelf \(name) gone") }
    func badge(_ suffix: String) -> Badge { Badge("echo-" + name + suffix) }
}
let kept = Shelf("left").badge("1")
print("kept \(kept.label)")
print(Shelf("right").badge("2").label)
print("after shelves")

// Closures called many times (sorting, reduce(into:)), and one that stores its argument.
let words = ["pear", "fig", "banana", "kiwi"]
print(words.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
let lengths = words.reduce(into: [String: Int]()) { table, word in table[word] = word.count }
print(lengths.keys.sorted(), lengths["banana"]!)
var keep: [Badge] = []
let store = { (b: Badge) -> Int in
    keep.append(b)
    return keep.count
}
print(store(Badge("echo-s1")), store(Badge("echo-s2")))
keep.removeAll()
print("stored released")

// A function called again from a deinit that runs while its own frame is released.
func wrap(_ b: Badge, _ n: Int) -> Int { n * 2 }
print(wrap(Badge("outerwrap"), 21))
print("end")
