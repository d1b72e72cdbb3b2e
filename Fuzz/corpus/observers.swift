class Thermostat {
    var target: Int = 20 {
        willSet { print("will set to \(newValue) from \(target)") }
        didSet { print("did set from \(oldValue) to \(target)") }
    }
}
let t = Thermostat()
t.target = 22
t.target += 1
struct Tracker {
    var steps = 0 {
        didSet { if steps > 3 { print("goal reached") } }
    }
}
var tr = Tracker()
for _ in 1...4 { tr.steps += 1 }
print(tr.steps)
class Lazy {
    lazy var expensive: Int = {
        print("computing")
        return 42
    }()
}
let lz = Lazy()
print("created")
print(lz.expensive)
print(lz.expensive)
