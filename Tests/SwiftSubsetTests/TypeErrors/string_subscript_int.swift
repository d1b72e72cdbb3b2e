let word = "swift"
print(word[0])
