// No standard Int initialiser takes a Character (Int(String(c)) or c.wholeNumberValue do).
let digit: Character = "7"
let value = Int(digit)
print(value as Any)
