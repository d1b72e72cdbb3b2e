// Programs swiftc accepts where a Float stands beside a literal, an implicit member or a
// closure whose types Swift infers from the whole statement: no type error here.
func scale(_ v: Float) -> Float { v * 2 }
let start: Float = .zero
print(start, scale(.infinity), scale(2.5))
let f: Float = 2.5
print([0.5, 1.5].contains(f), [1.5, 2.5].filter { $0 < f }, [0.5] + [f])
let r: Float = f.rounded(.down)
print(r, f < f.rounded(.up))

// A stride kept in a variable is a Sequence a generic function takes.
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
let steps = stride(from: 0, to: 10, by: 3)
print(total(steps))

// Overloads: Array(...) beside a generic one and one taking [Int] or String.
func g<T>(_ x: [T]) { print("generic", x) }
func g(_ x: [Int]) { print("ints", x) }
g(Array(1...3))
func h<T>(_ x: T) { print("generic", x) }
func h(_ x: String) { print("string", x) }
h(Array(1...3))
