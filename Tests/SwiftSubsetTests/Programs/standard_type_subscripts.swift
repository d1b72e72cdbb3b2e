extension Int {
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
}
print(746381295[0], 746381295[1], 746381295[8], 746381295[9])
let n = 1234
print(n[2])

extension Array {
    subscript(wrapped index: Int) -> Element {
        get { return self[index % count] }
        set { self[index % count] = newValue }
    }
}
var ring = [10, 20, 30]
print(ring[wrapped: 4], ring[1])
ring[wrapped: 5] = 99
ring[wrapped: 3] += 1
print(ring)

struct Buffer {
    var slots: [String?] = [nil, nil]
    mutating func put(_ s: String, at i: Int) { slots[wrapped: i] = s }
}
var b = Buffer()
b.put("a", at: 3)
print(b.slots, b.slots[wrapped: 7] ?? "none")

extension String {
    subscript(safe i: Int) -> Character? {
        i >= 0 && i < count ? Array(self)[i] : nil
    }
}
print("swift"[safe: 1] as Any, "swift"[safe: 9] as Any)
