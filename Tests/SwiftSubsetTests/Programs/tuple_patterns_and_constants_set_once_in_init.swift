let (a, b) = (1, 2)
let (q, r) = 7.quotientAndRemainder(dividingBy: 2)
var (x, _) = (5, "skip")
x += 1
let (n, m) = (first: 1, second: "two")
let ((p1, p2), p3) = ((1, 2), 3)
func pair() -> (Int, String) { (4, "four") }
let (num, word) = pair()
print(a, b, q, r, x, n, m, p1, p2, p3, num, word)
struct Point {
    let x: Int
    let y: Int
    let tag = "pt"
    init(x: Int, y: Int) {
        self.x = x
        if y > 0 { self.y = y } else { self.y = 0 }
    }
    init?(text: String) {
        guard let v = Int(text) else { return nil }
        x = v
        y = v
        return
    }
}
class Shape {
    let sides: Int
    var name: String
    init(sides: Int) {
        self.sides = sides
        name = "shape"
        name = "shape\(sides)"
        let sides = 9
        _ = sides
    }
    convenience init() { self.init(sides: 3) }
}
print(Point(x: 1, y: -2).y, Point(text: "4")!.x, Point(text: "z") == nil, Shape().name, Shape(sides: 4).sides)
