// A Dictionary's and a Set's own changing methods change them (`removeAll(keepingCapacity:)`
// and a Dictionary's `remove(at:)` changed a copy of their elements read as an array).
var cache = ["a": 1, "b": 2]
cache.removeAll(keepingCapacity: true)
print(cache.count, cache.isEmpty)
cache["c"] = 3
cache.removeAll(keepingCapacity: false)
print(cache.count)
var tags: Set = ["x", "y"]
tags.removeAll(keepingCapacity: true)
print(tags.count)
var scores = ["ann": 1, "bob": 2]
if let i = scores.index(forKey: "ann") {
    let removed = scores.remove(at: i)
    print(removed.key, removed.value)
}
print(scores.count, scores["ann"] as Any, scores["bob"] as Any)
struct Store {
    var items: [String: Int] = ["k": 1]
    mutating func clear() { items.removeAll(keepingCapacity: true) }
}
var store = Store()
store.clear()
print(store.items.isEmpty)
