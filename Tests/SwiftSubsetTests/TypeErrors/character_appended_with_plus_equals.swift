// Keeping only the vowels of a word.
let word = "education"
var vowels = ""
let mark: Character = "-"
for letter in word where "aeiou".contains(letter) {
    vowels += String(letter)
}
vowels += mark
print(vowels)
