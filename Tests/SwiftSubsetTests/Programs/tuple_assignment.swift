// Assigning to tuple patterns: nested tuples, `_` in a tuple, `_ = …` alone, swapping, and the
// order in which the parts are evaluated and stored.
var a = "", b = 0, c = 0
(a, _, (b, c)) = ("test", 9.45, (12, 3))
print(a, b, c)
var x = 1, y = 2
(x, y) = (y, x)
print(x, y)
(x, _) = (10, 20)
print(x, y)
func noisy(_ n: Int) -> Int { print("evaluated \(n)"); return n }
_ = noisy(7)
(_, y) = (noisy(1), noisy(2))
print(y)
struct Point { var x = 0.0; var y = 0.0 }
var p = Point()
(p.x, p.y) = (1, 2.5)
print(p)
var numbers = [0, 0, 0]
(numbers[0], (numbers[2], _)) = (4, (6, "ignored"))
print(numbers)
class Counter {
    var value = 0 { didSet { print("value set to \(value) from \(oldValue)") } }
}
let counter = Counter()
var total = 0 { willSet { print("total will be \(newValue)") } }
(counter.value, total) = (3, 4)
print(counter.value, total)
let pair = (first: 5, second: 6)
var m = 0, n = 0
(m, n) = pair
print(m + n)
