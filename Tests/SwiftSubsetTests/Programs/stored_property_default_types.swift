// A stored property without a written type takes its default's type, also where the default
// is no plain literal: values stored later are converted to it.

func one() -> Int { 1 }

class Readings {
    var values = [1.0]
    var scale = Double(one())
    var limit = Double(exactly: 3)
    var grid = Array(repeating: 0.0, count: 2)
    var peak = max(1.0, 2)
    var parsed = Double("2.5")!
    var ratio = Float(2)
}

let r = Readings()
r.values.append(2)
r.scale = 5
r.limit = 9
r.grid[1] = 7
r.peak = 8
r.parsed = 3
r.ratio = 6
print(r.values, r.scale / 2, r.limit as Any, r.grid, r.peak, r.parsed, r.ratio)

struct Size {
    var width = Double(one())
    var heights = [0.5]
}
let s = Size(width: 5, heights: [1, 2])
print(s.width, s.heights)

struct Outer {
    var inner = Inner()
    struct Inner { var v = 0 }
}
var o = Outer(inner: .init(v: 5))
print(o.inner.v)
o.inner = .init(v: 6)
print(o.inner.v)
