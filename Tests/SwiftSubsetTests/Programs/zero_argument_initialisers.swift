// Standard types made without arguments: zero, false, empty.

var total = Double()
var count = Int()
var done = Bool()
total += 2.5
count += 1
print(total, count, done, Float(), String().isEmpty, UInt8())

struct Tally {
    var sum = Double()
    var seen = Int()
    mutating func add(_ x: Int) { sum += Double(x); seen += 1 }
}
var tally = Tally()
tally.add(3)
tally.sum = 7
print(tally.sum, tally.seen)
