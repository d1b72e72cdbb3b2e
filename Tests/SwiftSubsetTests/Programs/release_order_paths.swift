// Release order on the call paths session 10 left unchecked (subscript writes, property
// observers, dynamic members and calls, host methods, calls with `inout` arguments), as
// swiftc -Onone gives it. Each case prints when its values are made or released.
import Foundation

final class Marker {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("  freed \(label)") }
}

// Subscript writes: the indices are evaluated before the new value; after the setter, the
// indices are released last to first, then a new value the setter did not keep.
struct Seating {
    var seats: [String: Marker] = [:]
    subscript(row: Marker, seat: Marker) -> Marker? {
        get { print("  seating get"); return seats[row.label + seat.label] }
        set { print("  seating set"); seats[row.label + seat.label] = newValue }
    }
}
struct Hall {
    subscript(door: Marker) -> Int {
        get { print("  hall get"); return 10 }
        set { print("  hall set \(newValue)") }
    }
}
final class Ledger {
    subscript(from: Marker, to: Marker) -> Marker {
        get { return Marker("unused") }
        set { print("  ledger set \(newValue.label)") }
    }
}
func loud(_ label: String) -> Marker {
    print("  make \(label)")
    return Marker(label)
}

print("-- subscript write, kept value")
var seating = Seating()
seating[loud("row"), loud("seat")] = loud("guest")
print("-- subscript write over a kept value")
seating[Marker("row"), Marker("seat")] = Marker("second guest")
print("-- subscript write of nil")
seating[Marker("row"), Marker("seat")] = nil
print("-- compound assignment through a subscript")
var hall = Hall()
hall[Marker("door")] += 5
print("-- class subscript write, value not kept")
let ledger = Ledger()
ledger[Marker("from"), Marker("to")] = Marker("entry")
print("-- compound assignment with two indices")
struct Scores {
    subscript(player: Marker, round: Marker) -> Int {
        get { print("  scores get"); return 1 }
        set { print("  scores set \(newValue)") }
    }
}
var scores = Scores()
scores[Marker("player"), Marker("round")] += 2
print("-- a subscript an extension adds to a standard type")
extension Array {
    subscript(wrapping i: Int) -> Element {
        get { print("  wrapping get"); return self[i % count] }
        set { print("  wrapping set"); self[i % count] = newValue }
    }
}
var ring = [1, 2, 3]
ring[wrapping: 4] = 20
ring[wrapping: 5] += 1
print(ring)
func index(_ i: Int) -> Int { print("  index \(i)"); return i }
func value(_ v: Int) -> Int { print("  value \(v)"); return v }
print("-- index before value")
ring[index(0)] = value(7)
print(ring)
print("-- array and dictionary elements")
var shelf = [Marker("e0"), Marker("e1")]
shelf[0] = Marker("e2")
var lookup: [String: Marker] = ["k": Marker("d0")]
lookup["k"] = Marker("d1")
lookup["k"] = nil

// Property observers: a replaced value is released after didSet when didSet reads oldValue,
// before it otherwise.
struct Badge {
    var holder = Marker("first holder") {
        willSet { print("  willSet \(holder.label) -> \(newValue.label)") }
        didSet { print("  didSet \(oldValue.label) -> \(holder.label)") }
    }
    var watched = Marker("watched 0") {
        willSet { print("  willSet only") }
    }
    var list = [Marker("l0"), Marker("l1")] {
        didSet { print("  list didSet \(oldValue.count) -> \(list.count)") }
    }
}
class Room { var guest = Marker("room 0") }
final class Suite: Room {
    override var guest: Marker {
        willSet { print("  suite willSet \(newValue.label)") }
        didSet { print("  suite didSet \(oldValue.label)") }
    }
}
func rename(_ m: inout Marker) { m = Marker("renamed") }

print("-- observed property")
var badge = Badge()
badge.holder = Marker("second holder")
print("-- didSet that does not read oldValue")
var porchLight = Marker("light 0") {
    didSet { print("  didSet without oldValue") }
}
porchLight = Marker("light 1")
print("-- willSet alone")
badge.watched = Marker("watched 1")
print("-- element of an observed array")
badge.list[0] = Marker("l2")
print("-- observed array replaced")
badge.list = [Marker("l3")]
print("-- observed property passed inout")
rename(&badge.holder)
print("-- overriding observers")
let suite = Suite()
suite.guest = Marker("room 1")
print("-- observed global")
var porch = Marker("porch 0") {
    didSet { print("  porch didSet \(oldValue.label)") }
}
porch = Marker("porch 1")

// Dynamic members and calls: a dynamic call's arguments are an array, released first to last.
@dynamicMemberLookup
struct Directory {
    subscript(dynamicMember name: String) -> Marker {
        print("  looked up \(name)")
        return Marker(name)
    }
}
@dynamicCallable
struct Tally {
    func dynamicallyCall(withArguments items: [Marker]) -> Int { print("  tally \(items.count)"); return items.count }
    func dynamicallyCall(withKeywordArguments items: KeyValuePairs<String, Marker>) -> Int {
        print("  keyed tally \(items.count)")
        return items.count
    }
}
print("-- dynamic member")
let directory = Directory()
print(directory.reception.label)
print("-- dynamic call")
let tally = Tally()
_ = tally(Marker("t1"), Marker("t2"), Marker("t3"))
print("-- dynamic call with keywords")
_ = tally(first: Marker("k1"), Marker("k2"), last: Marker("k3"))

// Host methods (Foundation's NSCountedSet): an argument made for the call is released when
// the call returns, before the value it returned is used.
final class Tag: NSObject {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("  freed \(label)") }
}
print("-- host method")
let counts = NSCountedSet()
counts.add(Tag("kept"))
print(counts.count(for: Tag("asked")))

// `inout` arguments: the other arguments are released last to first after the call.
func refill(_ slot: inout Marker, _ a: Marker, _ b: Marker) {
    print("  refill \(slot.label)")
    slot = Marker("refilled")
}
func middle(_ a: Marker, _ slot: inout Marker, _ b: Marker) { print("  middle") }
struct Pump {
    mutating func prime(_ slot: inout Marker, _ a: Marker, _ b: Marker) { print("  prime"); slot = Marker("primed") }
    static func check(_ slot: inout Marker, _ a: Marker, _ b: Marker) { print("  check") }
}
final class Valve {
    func turn(_ slot: inout Marker, _ a: Marker, _ b: Marker) { print("  turn") }
}
// A mutating method holds `self` while it runs: a property it replaces is released there.
struct Drawer {
    var content = Marker("drawer 0")
    mutating func refresh() {
        content = Marker("drawer 1")
        print("  refreshed")
    }
}
print("-- mutating method replacing a property")
var drawer = Drawer()
drawer.refresh()
print("-- inout first")
var slot = Marker("slot 0")
refill(&slot, Marker("a"), Marker("b"))
print("-- inout in the middle")
middle(Marker("a"), &slot, Marker("b"))
print("-- mutating method with inout")
var pump = Pump()
pump.prime(&slot, Marker("a"), Marker("b"))
print("-- static method with inout")
Pump.check(&slot, Marker("a"), Marker("b"))
print("-- class method with inout")
let valve = Valve()
valve.turn(&slot, Marker("c"), Marker("d"))
print("-- closure with inout")
let squeeze = { (s: inout Marker, a: Marker, b: Marker) in print("  squeeze") }
squeeze(&slot, Marker("a"), Marker("b"))
print("-- array element inout")
var spare = [Marker("spare 0")]
refill(&spare[0], Marker("a"), Marker("b"))
print("-- inout inside a function")
func local() {
    var own = Marker("own 0")
    refill(&own, Marker("a"), Marker("b"))
    print("  local end")
}
local()
print("-- end")
