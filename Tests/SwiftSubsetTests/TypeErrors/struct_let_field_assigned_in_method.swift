struct Counter {
    let start = 0
    mutating func reset() {
        start = 1
    }
}
var c = Counter()
c.reset()
