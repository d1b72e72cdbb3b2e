let text = "Hello, World 42!"
var letters = 0, digits = 0, spaces = 0, upper = 0
for ch in text {
    if ch.isLetter { letters += 1 }
    if ch.isNumber { digits += 1 }
    if ch.isWhitespace { spaces += 1 }
    if ch.isUppercase { upper += 1 }
}
print(letters, digits, spaces, upper)
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(text.lowercased().filter { vowels.contains($0) }.count)
let c: Character = "7"
print(c.wholeNumberValue!, Character("A").asciiValue!)
let reversedWords = text.split(separator: " ").map { String($0.reversed()) }
print(reversedWords)
func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter }
    return cleaned == String(cleaned.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("Swift"))
