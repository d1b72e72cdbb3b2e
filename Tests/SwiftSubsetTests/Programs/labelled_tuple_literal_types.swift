// A tuple literal written with labels is typed with them.
var size = (width: 2.5, height: 1)
size.width = 7 / 2
size.height = 7 / 2
print(size.width, size.height, size)
print(type(of: size))

let point = (x: 1, y: 2)
print(point, type(of: point))
print((a: 1, b: "b"))
print(type(of: (name: "n", score: 1.5)))

var pairs = [(name: "a", score: 1.5), (name: "b", score: 2)]
pairs[1].score = 9 / 2
print(pairs)
print(pairs.map { $0.score / 2 })
let (n, s) = pairs[0]
print(n, s)
for (name, score) in pairs { print(name, score) }

func stats() -> (min: Int, max: Int) { (min: 1, max: 5) }
var r = stats()
r.max = 9
print(r, type(of: r))

var mixed = (1, label: 2.5)
mixed.label = 5 / 2
mixed.0 = 5 / 2
print(mixed, type(of: mixed))

var copy = size
copy = (3.5, 4)
print(copy)
