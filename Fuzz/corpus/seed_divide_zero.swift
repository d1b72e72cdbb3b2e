let z = 0
print(1 / z)
print(Int.min / -1)
