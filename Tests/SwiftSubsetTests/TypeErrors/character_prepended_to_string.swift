// Reversing a word by putting each character in front: a Character is not a String.
let word = "stressed"
var reversed = ""
for letter in word {
    reversed = letter + reversed
}
print(reversed)
