let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation {
   print("These two strings are considered equal")
}
let eAcuteQuestion = "Voulez-vous un caf\u{E9}?"

let combinedEAcuteQuestion = "Voulez-vous un caf\u{65}\u{301}?"

if eAcuteQuestion == combinedEAcuteQuestion {
   print("These two strings are considered equal")
}
let latinCapitalLetterA: Character = "\u{41}"
assert(latinCapitalLetterA == "A")

let cyrillicCapitalLetterA: Character = "\u{0410}"
assert(cyrillicCapitalLetterA == "А")

if latinCapitalLetterA != cyrillicCapitalLetterA {
   print("These two characters aren't equivalent.")
}
