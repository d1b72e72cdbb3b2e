// A dictionary's `default:` argument takes the dictionary's value type: an empty literal
// there is a Set where the values are sets, an array of Double where they are.
var tagsByAuthor: [String: Set<String>] = [:]
let posts = [("ana", "swift"), ("bo", "ios"), ("ana", "ui"), ("ana", "swift")]
for (author, tag) in posts {
    tagsByAuthor[author, default: []].insert(tag)
}
for author in tagsByAuthor.keys.sorted() {
    print(author, tagsByAuthor[author]!.sorted())
}
let (inserted, _) = tagsByAuthor["bo", default: []].insert("ios")
print("inserted again:", inserted)
print(tagsByAuthor["zed", default: []].isEmpty)

var seenAt: [Int: Set<Int>] = [:]
seenAt[1, default: Set<Int>()].insert(4)
seenAt[1, default: Set()].formUnion([5, 4])
print(seenAt[1]!.sorted(), seenAt[1]!.count)

var readings: [String: [Double]] = [:]
readings["t", default: []].append(3)
readings["t", default: []] += [1]
print(readings)

var totals: [String: Double] = [:]
totals["a", default: 0] += 1
totals["a", default: 0] /= 4
print(totals)
