var level = 1
level = "two"
print(level)
