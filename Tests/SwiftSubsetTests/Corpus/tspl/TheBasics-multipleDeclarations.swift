var x = 0.0, y = 0.0, z = 0.0
print(x, y, z)
