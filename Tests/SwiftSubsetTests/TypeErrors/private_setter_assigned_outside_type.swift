class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
let c = Counter()
c.increment()
print(c.value)
c.value = 10
