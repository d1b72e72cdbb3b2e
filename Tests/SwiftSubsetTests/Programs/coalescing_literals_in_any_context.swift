// A literal on the right of ?? (or as a dictionary's default) takes the left's wrapped type
// even where the whole is passed as Any (print, an [Any] element, an Any parameter).
let o: Double? = nil
let n: Int? = nil
let name: String? = nil
let scores: [String: Double] = ["a": 1.5]
let ratios: [Double: String] = [2: "two"]
print(o ?? 0, n ?? 0, name ?? "none", o ?? 0.5)
print("\(o ?? 0) \(scores["b"] ?? 0) \(scores["b", default: 0])")
print(scores["b", default: 0], scores["a", default: 0])
let row: [Any] = [o ?? 0, n ?? 1, scores["z", default: 2]]
print(row)
func show(_ value: Any) { print("value:", value) }
show(o ?? 3)
show(scores["q"] ?? 4)
let boxed: Any = o ?? 5
print(boxed)
print(ratios[2] ?? "-", ratios[3, default: "?"])
var tally: [String: Double] = [:]
tally["x", default: 0] += 1
print(tally)
let optionalList: [Double]? = nil
print(optionalList ?? [], (optionalList ?? [1]).map { $0 / 2 })
