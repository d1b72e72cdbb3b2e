// A closure written to return a plain type unwraps an implicitly unwrapped value.
var stock: Int! = 12
let count: () -> Int = { stock }
print(count())
final class Label { var text: String! = "hello" }
let label = Label()
let read: () -> String = { label.text }
let keep = { label.text }
print(read(), keep() as Any)
let pick: (Int) -> String = { n in
    if n > 0 { return label.text }
    return "none"
}
print(pick(2), pick(0))

// Unlabelled tuples added to an array of labelled tuples take its labels.
var points: [(x: Int, y: Int)] = []
points.append((1, 2))
points.insert((0, 0), at: 0)
points.append((x: 5, y: 6))
print(points)
print(points[1].x, points[2].y)
var pairs = [(name: "a", size: 1)]
pairs.append(("b", 2))
for p in pairs { print(p.name, p.size) }
print(pairs)
