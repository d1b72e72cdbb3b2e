// A String's encoding views, printed or interpolated, write the text itself.

let word = "héllo👍"
print(word.utf8, word.utf16, word.unicodeScalars)
print("utf8: \(word.utf8), scalars: \(word.unicodeScalars)")
print(String(describing: word.utf16))
print(word.utf8.count, word.utf16.count, word.unicodeScalars.count)

print(word.utf8.description, word.unicodeScalars.description.count)
print("described: \(word.utf16.description)")
