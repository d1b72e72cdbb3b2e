let name: String = 5
print(name)
