let size = 5
print(size())
