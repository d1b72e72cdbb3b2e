// Closures kept in arrays that name `self` explicitly, capture it in a list, capture only a
// copy, or are not stored at all (a `map` inside an append's argument), and a type's own
// `append` taking a non-escaping closure: swiftc accepts each.
final class Recorder {
    var count = 0
    var log: [String] = []
    var actions: [() -> Void] = []
    func note(_ text: String) { log.append(text) }
    func wire() {
        actions.append { self.count += 1 }
        actions.append { [self] in note("tap \(count)") }
        actions.append { [weak self] in self?.count += 10 }
        let snapshot = count
        actions.insert({ print("first, saw", snapshot) }, at: 0)
        log.append(contentsOf: [1, 2].map { "n\($0 + count)" })
    }
}
struct Steps {
    var done: [String] = []
    mutating func append(_ step: () -> String) { done.append(step()) }
}
let recorder = Recorder()
recorder.wire()
recorder.actions.forEach { $0() }
var steps = Steps()
let prefix = "step"
steps.append { prefix + " one" }
print(recorder.count, recorder.log, steps.done)
