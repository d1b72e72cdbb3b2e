// Names bound by `var` inside a pattern are variables the body may change.
enum Reading { case celsius(Double), count(Int), pair(Int, String) }
let r = Reading.celsius(20)
if case .celsius(var t) = r {
    t += 1.5
    print("adjusted", t)
}
switch Reading.count(4) {
case .count(var n):
    n *= 10
    print("scaled", n)
default:
    break
}
if case var .pair(k, label) = Reading.pair(2, "x") {
    k += 1
    label += "!"
    print(k, label)
}
let maybe: [Int?] = [3, nil, 5]
for case var v? in maybe {
    v -= 1
    print("less", v)
}
switch (7, "seven") {
case (var number, let name):
    number += 1
    print(name, number)
}
let points = [(1, 2), (3, 4)]
for (var x, y) in points {
    x *= -1
    print(x, y)
}
