let (a, b, c) = (1, 2)
print(a, b, c)
