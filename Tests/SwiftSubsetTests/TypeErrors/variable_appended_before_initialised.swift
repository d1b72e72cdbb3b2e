var names: [String]
names.append("Ada")
print(names)
