// `@autoclosure` parameters: the argument is not evaluated at the call, but each time the
// closure is called (never, once or many times), and it sees variables as they are then.
var queue = ["Ewa", "Barry", "Daniella", "Jo"]
func serve(_ next: @autoclosure () -> String) {
    print("Now serving \(next())!")
}
serve(queue.remove(at: 0))
print(queue.count)
func log(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("log:", message()) }
}
func expensive(_ tag: String) -> String { print("computing \(tag)"); return tag.uppercased() }
log(false, expensive("skipped"))
log(true, expensive("kept"))
func twice(_ value: @autoclosure () -> Int) -> Int { value() + value() }
var counter = 0
func next() -> Int { counter += 1; return counter }
print(twice(next()))
print(counter)
var providers: [() -> String] = []
func collect(_ provider: @autoclosure @escaping () -> String) { providers.append(provider) }
collect(queue.remove(at: 0))
collect(queue.remove(at: 0))
print("collected \(providers.count), queue still \(queue.count)")
for p in providers { print("serving \(p())") }
print(queue)
func either(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? true : b() }
print(either(true, expensive("no") == "NO"))
print(either(false, expensive("yes") == "YES"))
var x = 1
func late(_ v: @autoclosure @escaping () -> Int) -> () -> Int { v }
let readX = late(x * 10)
x = 5
print(readX())
func halve(_ v: @autoclosure () -> Double) -> Double { v() / 2 }
print(halve(3))
