// A closure called where it is written gives its result's type: a stored property whose
// default is one (`var x = { 1.5 }()`) is a Double, so integers stored later are Doubles.
class Gauge {
    var level = { 1.5 }()
    let marks: [Int] = {
        var made = [Int]()
        for i in 0..<3 { made.append(i * 10) }
        return made
    }()
    lazy var total = { self.marks.reduce(0, +) }()
    func reset() { level = 2; print(level) }
}
let g = Gauge()
g.reset()
g.level = 3
print(g.level, g.marks, g.total)

struct Box { var side = { () -> Double in return 3 }() }
var b = Box()
b.side = 4
print(b.side)

var pair = { (1, 2.0) }()
pair.1 = 3
print(pair)
let optional: Double? = { 3 }()
print(optional as Any)
let word = { "x" + "y" }()
print(word, type(of: word))
