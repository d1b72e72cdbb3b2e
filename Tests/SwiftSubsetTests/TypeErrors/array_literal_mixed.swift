let values: [Int] = [1, "2", 3]
print(values)
