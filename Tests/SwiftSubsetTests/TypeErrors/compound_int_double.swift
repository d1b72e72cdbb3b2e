var total = 0
total += 2.5
print(total)
