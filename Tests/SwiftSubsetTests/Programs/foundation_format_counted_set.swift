import Foundation

// String(format:) with the common conversions.
print(String(format: "%d items", 42))
print(String(format: "%.2f", 3.14159))
print(String(format: "%05.1f|%3d|%-4d|", 2.5, 7, 9))
print(String(format: "%@ has %d points", "Ann", 12))
print(String(format: "%x %X %o %%", 255, 255, 8))
print(String(format: "%e", 12345.678))
print(String(format: "Total: %.1f%%", 99.5))

// NSCountedSet, as Hacking with Swift's Shakespeare project counts words.
let words = ["to", "be", "or", "not", "to", "be", "to"]
let counts = NSCountedSet(array: words)
print(counts.count(for: "to"), counts.count(for: "be"), counts.count(for: "swift"))
print(counts.count)
let sorted = counts.allObjects.sorted { counts.count(for: $0) > counts.count(for: $1) }
print(sorted.first as! String)
counts.add("swift")
counts.add("swift")
counts.remove("to")
print(counts.count(for: "swift"), counts.count(for: "to"), counts.contains("or"))
let byCount = (counts.allObjects as! [String]).filter { counts.count(for: $0) >= 2 }.sorted()
print(byCount)
