let range = 1...2
print(type(of: range))
