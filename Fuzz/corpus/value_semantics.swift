struct Point { var x = 0, y = 0 }
var a = Point()
var b = a
b.x = 5
print(a.x, b.x)
var arr1 = [1, 2, 3]
var arr2 = arr1
arr2.append(4)
print(arr1, arr2)
var d1 = ["a": 1]
var d2 = d1
d2["b"] = 2
print(d1.count, d2.count)
class Ref { var v = 0 }
let r1 = Ref()
let r2 = r1
r2.v = 9
print(r1.v)
func bump(_ p: Point) -> Point {
    var q = p
    q.y += 1
    return q
}
let p = Point(x: 1, y: 1)
print(bump(p), p)
var pts = [Point(x: 1, y: 1)]
var copy = pts
copy[0].x = 100
print(pts[0].x, copy[0].x)
struct Wrapper { var items: [Int] = [] }
var w1 = Wrapper()
w1.items.append(1)
var w2 = w1
w2.items.append(2)
print(w1.items, w2.items)
