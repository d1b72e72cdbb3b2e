// What a condition, a `case` pattern or a `catch` clause binds is released when the body it
// guards ends (each time round a `while`), or at once when the condition fails; what a
// top-level `guard` binds lives until the top-level code ends.
final class Marker {
    let id: Int
    var next: Marker?
    init(_ id: Int) { self.id = id; print("make", id) }
    deinit { print("free", id) }
}

func marker(_ id: Int) -> Marker? { Marker(id) }

enum Parcel {
    case single(Marker)
    case pair(Marker, Marker)
    case empty
}

func parcel(_ id: Int) -> Parcel { .single(Marker(id)) }

struct Mishap: Error { let marker: Marker }

struct Countdown: Sequence, IteratorProtocol {
    var left: Int
    mutating func next() -> Marker? {
        print("next with", left, "left")
        guard left > 0 else { return nil }
        left -= 1
        return Marker(40 + left)
    }
}

print("top-level if let")
if let m = marker(1) { print("inside", m.id) }
print("after the if")

print("top-level if let that fails after binding")
if let m = marker(2), m.id > 100 { print("unreached", m.id) } else { print("else branch") }
print("after the if-else")

print("top-level while let")
var head = marker(3)
head!.next = marker(4)
var cursor = head
while let m = cursor { print("visit", m.id); cursor = m.next }
print("loop done")
head = nil
print("head cleared")

print("top-level if case let")
if case let .single(m) = parcel(5) { print("case", m.id) }
print("after the if case")

print("top-level switch")
switch parcel(6) {
case .single(let m): print("single", m.id)
case .pair(let a, let b): print("pair", a.id, b.id)
case .empty: print("empty")
}
print("after the switch")

print("top-level guard let")
guard let kept = marker(7), let alsoKept = marker(8) else { fatalError("unreached") }
print("guarded", kept.id, alsoKept.id)

func insideAFunction() {
    if let m = marker(10) { print("inside", m.id) }
    print("after the if")
    guard let g = marker(11) else { return }
    print("guarded", g.id)
    switch Parcel.pair(Marker(12), Marker(13)) {
    case .pair(let a, let b): print("pair", a.id, b.id)
    default: print("other")
    }
    print("after the switch")
    var list = marker(14)
    list!.next = marker(15)
    while let m = list { print("visit", m.id); list = m.next }
    print("loop done")
    let value = if let m = marker(16) { m.id } else { 0 }
    print("value", value)
    print("function ends")
}
insideAFunction()
print("after the call")

func guardThatFails() {
    guard let m = marker(20), m.id > 100 else { print("guard body"); return }
    print("unreached", m.id)
}
guardThatFails()

func catches() {
    do { throw Mishap(marker: Marker(21)) }
    catch let mishap as Mishap { print("caught", mishap.marker.id) }
    catch { print("other") }
    print("after the first catch")
    do { throw Mishap(marker: Marker(22)) }
    catch { print("caught plainly") }
    print("after the second catch")
}
catches()

let inClosure = {
    if let m = marker(30) { print("closure inside", m.id) }
    print("closure after the if")
    guard let g = marker(31) else { return }
    print("closure guarded", g.id)
}
inClosure()
print("after the closure")

for m in Countdown(left: 2) { print("element", m.id) }
print("after the for")

var stack = [Marker(50), Marker(51)]
func popped() -> Marker? {
    print("pop")
    return stack.popLast()
}
while let m = popped() { print("popped", m.id) }
print("after the while")

for i in 0..<2 {
    if let m = marker(60 + i) { print("iteration", i, m.id) }
    print("iteration", i, "ends")
}
print("top-level code ends")
