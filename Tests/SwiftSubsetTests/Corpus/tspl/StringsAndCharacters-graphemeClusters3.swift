let enclosedEAcute: Character = "\u{E9}\u{20DD}"
assert(enclosedEAcute == "é⃝")
