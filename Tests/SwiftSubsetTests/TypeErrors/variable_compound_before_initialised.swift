var total: Int
total += 5
print(total)
