struct Counter {
    var value = 0
    mutating func increment() {
        value += 1
    }
}
let counter = Counter()
counter.increment()
print(counter.value)
