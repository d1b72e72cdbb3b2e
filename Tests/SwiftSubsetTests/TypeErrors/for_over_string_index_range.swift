// Walking a string by a range of its indices: a range of String.Index is not a sequence.
let word = "swift"
for i in word.startIndex..<word.endIndex {
    print(word[i])
}
