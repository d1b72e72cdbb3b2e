// An initialiser declared in an extension keeps the struct's memberwise and default
// initialisers, and may delegate to them with `self.init(…)`; property observers do not run
// during initialisation.
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size() { didSet { print("size changed") } }
}
extension Rect {
    init(center: Point, size: Size) {
        print("centering")
        let originX = center.x - size.width / 2
        let originY = center.y - size.height / 2
        self.init(origin: Point(x: originX, y: originY), size: size)
        print("centered at \(origin.x), \(origin.y)")
    }
    init(side: Double) {
        self.init(center: Point(), size: Size(width: side, height: side))
        self.size.width += 1
    }
    init(width: Double) {
        self.init()
        size.width = width
    }
}
print(Rect())
print(Rect(origin: Point(x: 2, y: 2), size: Size(width: 5, height: 5)))
print(Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3)))
print(Rect(side: 2))
print(Rect(width: 7))
var r = Rect(size: Size(width: 1, height: 1))
r.size = Size()
print(r)
