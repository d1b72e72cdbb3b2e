let initial: Character = "ab"
print(initial)
