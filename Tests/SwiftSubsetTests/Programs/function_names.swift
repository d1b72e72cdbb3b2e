// #function names the enclosing declaration as swiftc does; #fileID and #column too.
func greet(person: String, _ times: Int) -> String { return #function }
print(greet(person: "Ann", 2))
func noArguments() { print(#function) }
noArguments()
print(#function)
struct Meter {
    var reading: String { return #function }
    init(start: Int) { print(#function) }
    func measure() {
        print(#function)
        let later = { print(#function) }
        later()
    }
    static func reset(_ value: Int, to other: Int) { print(#function) }
}
let meter = Meter(start: 1)
meter.measure()
print(meter.reading)
Meter.reset(1, to: 2)
class Probe { deinit { print(#function) } }
var probe: Probe? = Probe()
probe = nil
print(#line, #column)
