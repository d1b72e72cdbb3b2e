struct Counter {
    var value = 0
    func increment() {
        value += 1
    }
}
var counter = Counter()
counter.increment()
