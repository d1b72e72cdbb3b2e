// A stored property whose tuple value gives its type (no type written): an integer
// assigned to a Double element later is a Double, as in Swift.
struct Rect {
    var size = (w: 1.5, h: 2)
    var origin = (0.0, 0.0)
    var flags = (true, "on")
}

var r = Rect()
r.size.w = 3
r.size.h = 4
print(r.size)
r.origin.0 = 7
print(r.origin, r.origin.0 / 2)
r.size = (w: 5, h: 6)
print(r.size, r.flags)

final class Cursor {
    var at = (x: 0.5, y: 1)
    var scale = -2.5
}
let c = Cursor()
c.at.x = 7
c.at.y += 1
c.scale = 3
print(c.at, c.at.x / 2, c.scale)

var rects = [Rect(), Rect()]
rects[1].size.w = 9
print(rects[1].size)

var globalPair = (a: 2.5, b: 1)
globalPair.a = 4
print(globalPair)
