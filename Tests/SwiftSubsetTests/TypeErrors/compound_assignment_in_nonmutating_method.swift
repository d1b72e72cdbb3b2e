struct Counter {
    var n = 0
    func bump() { n += 1 }
}
var c = Counter()
c.bump()
print(c.n)
