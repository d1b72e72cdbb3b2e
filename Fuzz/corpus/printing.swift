let nested: Int?? = 5
print(nested as Any)
let arr: [Int?] = [1, nil]
print(arr, [[1], []], [String: Int](), [(1, "a")])
struct Inner { let v: Double }
struct Outer { let inner: Inner; let tags: [String]; let maybe: Inner? }
print(Outer(inner: Inner(v: 1), tags: ["t"], maybe: nil))
print(Outer(inner: Inner(v: 2.5), tags: [], maybe: Inner(v: 3)))
enum Raw: String { case a = "alpha", b }
print(Raw.a, Raw.b, Raw.a.rawValue, [Raw.a])
class Thing {}
print([Thing()].count, Thing() === Thing())
print(1.0 / 3.0, 2.0 / 3.0, 100.0 / 7.0, 1e-3, 12345678.9)
print(-0.5, 3.0e15, 1.0e16, Double(Int.max))
print(true, false, [true])
print("quote \"inside\"", ["quote \"inside\""])
print(Character("a"), ("x", 1.5, [Character("b")]))
debugPrint("text", 1, [1])
print()
print("", "")
print(1, 2, separator: "")
