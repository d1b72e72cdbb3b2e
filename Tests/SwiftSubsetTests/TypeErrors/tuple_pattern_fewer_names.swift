let (a, b) = (1, 2, 3)
print(a, b)
