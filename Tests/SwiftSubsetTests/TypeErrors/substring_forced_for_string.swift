// The longest piece of a split, forced out of max(by:), passed as a String.
func shout(_ word: String) -> String { word.uppercased() }
let words = "tea coffee".split(separator: " ")
print(shout(words.max { $0.count < $1.count }!))
