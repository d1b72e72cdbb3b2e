// The utf8, utf16 and unicodeScalars views, and Character properties.
let dog = "Dog‼🐶"
for unit in dog.utf8 { print(unit, terminator: " ") }
print("")
for unit in dog.utf16 { print(unit, terminator: " ") }
print("")
for scalar in dog.unicodeScalars { print(scalar, scalar.value) }
print(dog.unicodeScalars.count, dog.utf8.count, dog.utf16.count)
for c in ["a", "Z", "7", "F", " ", "\n", "+", "$", "é", "!"] as [Character] {
    print(c.isASCII, c.isCased, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isNewline,
          c.isWholeNumber, c.isHexDigit, c.hexDigitValue as Any, c.asciiValue as Any)
}
