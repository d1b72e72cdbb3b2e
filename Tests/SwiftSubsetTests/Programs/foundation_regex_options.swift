import Foundation

// `.regularExpression` searches and replacements run by Foundation itself.
let line = "A man, a plan, a canal: Panama!  "
print(line.replacingOccurrences(of: "\\W", with: "", options: .regularExpression, range: nil))
print("[" + line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "]")
print("a-b-c".replacingOccurrences(of: "-", with: "+", options: .literal))
print("Hello hello".replacingOccurrences(of: "HELLO", with: "bye", options: .caseInsensitive))
print("no digits".replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression))
print("a1b22c333".replacingOccurrences(of: "([0-9])+", with: "<$1>", options: .regularExpression))
print("abcxyz".range(of: "^[a-z]+$", options: .regularExpression) != nil, "abc1".range(of: "^[a-z]+$", options: .regularExpression) != nil)
print("Kaffee".contains("FEE"), "Kaffee".range(of: "f+e", options: [.regularExpression, .caseInsensitive]) != nil)
