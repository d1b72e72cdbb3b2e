// String.Index: start and end, moving, ranges of indices, insertion and removal.
var s = "héllo, wörld"
let i = s.index(s.startIndex, offsetBy: 3)
print(s[i], s[s.startIndex], s[s.index(before: s.endIndex)])
print(s[s.startIndex..<i], s[i...], s[..<i], s[...i])
print(s.distance(from: s.startIndex, to: s.endIndex))
print(s.index(s.startIndex, offsetBy: 20, limitedBy: s.endIndex) == nil)
if let j = s.index(s.endIndex, offsetBy: -5, limitedBy: s.startIndex) { print(s[j...]) }
print(s.indices.count)
for k in "abc".indices { print(k == "abc".startIndex, terminator: " ") }
print("")
s.insert("!", at: s.endIndex)
s.insert(contentsOf: "ab", at: s.startIndex)
print(s)
print(s.remove(at: s.startIndex), s)
s.removeSubrange(s.startIndex..<s.index(after: s.startIndex))
print(s)
s.replaceSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 5), with: "HELLO")
print(s)
print(s.startIndex == s.endIndex, s.startIndex < s.endIndex, "".startIndex == "".endIndex)
if let c = s.firstIndex(of: "w") { print(s[c...]) }
var word = "swift"
var n = word.startIndex
while n < word.endIndex {
    print(word[n], terminator: "")
    n = word.index(after: n)
}
print("")
word.insert("!", at: word.index(word.startIndex, offsetBy: 2))
print(word)
