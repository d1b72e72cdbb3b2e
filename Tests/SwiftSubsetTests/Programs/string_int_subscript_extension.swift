// An extension's unlabelled Int subscript on String (`"hello"[1]`), told apart from String's
// own subscripts by the index's static type: an Int (or a literal) reaches the extension, a
// String.Index or a range String's own; compared with swiftc's output.
extension String {
    subscript(i: Int) -> Character {
        return self[index(startIndex, offsetBy: i)]
    }
}
let word = "hello"
print(word[1], word[0], "swift"[4])
let n = 2
print(word[n], word[n + 2], word[word.count - 1])
print(word[word.startIndex], word[word.index(after: word.startIndex)])
print(word[word.index(word.startIndex, offsetBy: 1)...], word[..<word.index(before: word.endIndex)])
let firstL = word.firstIndex(of: "l")!
print(word[firstL], String(word[firstL...]), word[word.startIndex..<firstL])
var spelled = ""
for i in 0..<word.count { spelled.append(word[i]) }
print(spelled, type(of: word[1]))
func middle(_ text: String) -> Character { text[text.count / 2] }
print(middle(word), middle("xyz"))
let words = ["abc", "defg"]
print(words.map { $0[1] }, words.map { $0[0] })
