// A Substring as a value: printed, compared, counted, used as a key, and its type.

let text = "one two three two one"
var counts: [Substring: Int] = [:]
for w in text.split(separator: " ") { counts[w, default: 0] += 1 }
for k in counts.keys.sorted() { print(k, counts[k]!) }
let parts = text.split(separator: " ")
print(parts, parts.count, type(of: parts))
let later = text.dropFirst(4)
print(type(of: later), later == "two three two one", later < "zzz", later.hasPrefix("two"))
print(later.count, String(later).count, Array(later.prefix(3)), "\(later.prefix(3))!")
let pair = [later.prefix(3), text.prefix(3)]
print(pair, pair.map { $0.count })
print(type(of: text.indices), type(of: later.indices))
