var ages = ["Ann": 30, "Bob": 25]
ages["Cy"] = 41
ages["Bob"] = nil
print(ages.count, ages["Ann"]!, ages["Bob"] as Any)
for name in ages.keys.sorted() { print(name, ages[name]!) }
let old = ages.updateValue(31, forKey: "Ann")
print(old as Any, ages["Ann"]!)
let removed = ages.removeValue(forKey: "Cy")
print(removed as Any, ages.count)
var wordCount: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") {
    wordCount[String(w), default: 0] += 1
}
print(wordCount["the"]!, wordCount["and"]!, wordCount["cat"]!)
let sortedPairs = wordCount.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
print(sortedPairs.map { "\($0.key)=\($0.value)" })
let doubled = ["a": 1, "b": 2].mapValues { $0 * 2 }
print(doubled["b"]!)
print(ages.isEmpty, [String: Int]().isEmpty)
