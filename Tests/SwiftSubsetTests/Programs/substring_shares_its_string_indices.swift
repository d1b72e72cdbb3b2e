// A Substring keeps its string's indices: its startIndex is where it starts in the string,
// and an index found in it reads the same Character in the string.

let greeting = "hello, world"
let comma = greeting.firstIndex(of: ",")!
let rest = greeting[greeting.index(comma, offsetBy: 2)...]
print(rest, rest.count, String(rest).uppercased())
print(greeting.distance(from: greeting.startIndex, to: rest.startIndex))
print(rest.startIndex == greeting.index(comma, offsetBy: 2), greeting[rest.startIndex])
let third = rest.index(rest.startIndex, offsetBy: 2)
print(rest[third], greeting[third])
if let l = rest.firstIndex(of: "l") {
    print(greeting.distance(from: greeting.startIndex, to: l), rest[rest.startIndex..<l], greeting[l...])
}
if let o = rest.lastIndex(where: { $0 == "o" }) { print(greeting[..<o]) }

// Walking a Substring by its own indices.
let word = "abcdefgh"
let tail = word.dropFirst(3)
var i = tail.startIndex
while i != tail.endIndex {
    print(tail[i], terminator: " ")
    i = tail.index(after: i)
}
print()
for j in tail.indices { print(word[j], terminator: "") }
print()

// A palindrome test on the middle of a word.
let candidate = "racecar"
let inner = candidate.dropFirst().dropLast()
var lo = inner.startIndex, hi = inner.index(before: inner.endIndex)
var isPalindrome = true
while lo < hi {
    if inner[lo] != inner[hi] { isPalindrome = false }
    lo = inner.index(after: lo)
    hi = inner.index(before: hi)
}
print(isPalindrome, candidate.distance(from: candidate.startIndex, to: lo))

// Pieces of pieces, and the pieces' own index methods.
let name = "Christopher"
let last5 = name.suffix(5)
print(last5, last5[last5.index(last5.startIndex, offsetBy: 4)], name[name.startIndex..<last5.startIndex])
print(last5.index(last5.startIndex, offsetBy: 10, limitedBy: last5.endIndex) == nil)
let cut = name.suffix(from: name.index(name.startIndex, offsetBy: 3))
let afterFirst = cut.suffix(from: cut.index(after: cut.startIndex))
print(cut, afterFirst, afterFirst.startIndex == name.index(name.startIndex, offsetBy: 4))
print(cut.prefix(upTo: cut.index(cut.startIndex, offsetBy: 3)), cut.prefix(through: cut.startIndex))
let middle = word[word.index(word.startIndex, offsetBy: 2)..<word.index(word.endIndex, offsetBy: -2)]
let middleTail = middle.dropFirst()
print(middle, middleTail, word.distance(from: word.startIndex, to: middleTail.startIndex))
print(middleTail[middleTail.index(before: middleTail.endIndex)], middle.distance(from: middle.startIndex, to: middleTail.startIndex))

// Inside a function and a closure.
func initials(of line: String) -> String {
    var out = ""
    var at = line.startIndex
    while at < line.endIndex {
        let remaining = line[at...]
        if let space = remaining.firstIndex(of: " ") {
            out.append(line[at])
            at = line.index(after: space)
        } else {
            out.append(remaining[remaining.startIndex])
            break
        }
    }
    return out
}
print(initials(of: "portable network graphics"))
let nth = { (n: Int) -> Character in inner[inner.index(inner.startIndex, offsetBy: n)] }
print(nth(0), nth(2))
