import Foundation

// String's Foundation members, as in Hacking with Swift's word games.
let line = "  HA|UNT|ED: Ghosts in residence \n"
let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")
print("[\("..hello, world!!".trimmingCharacters(in: .punctuationCharacters))]")
print("[\("\t spaced \t".trimmingCharacters(in: .whitespaces))]")
print("[\("xxabcxx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))]")

let parts = trimmed.components(separatedBy: ": ")
print(parts)
let answer = parts[0].replacingOccurrences(of: "|", with: "")
print(answer, answer.count)
print(parts[0].components(separatedBy: "|"))

let text = "To be, or not to be, that is the question"
let words = text.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { $0 != "" }
print(words)

print("ab-Large".range(of: "Large") != nil)
print("ab-Large".range(of: "large") != nil)
print("ab-Large".range(of: "large", options: .caseInsensitive) != nil)
print("Swift".range(of: "") == nil)
if let found = "hello".range(of: "ll") { print("found", found == found) }

print("hello wide world".capitalized)
print("MiXeD".lowercased(), "MiXeD".uppercased())
print("naïve".utf16.count, "👍🏽".utf16.count)
print("Hello".localizedCaseInsensitiveContains("ELL"))
print("apple".caseInsensitiveCompare("APPLE") == .orderedSame)
print("apple".caseInsensitiveCompare("banana") == .orderedAscending)
print(CharacterSet.decimalDigits.contains("7"), CharacterSet.letters.contains("7"))
