let word = "swift"
print(word.lenght)
