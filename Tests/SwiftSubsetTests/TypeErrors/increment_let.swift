let counter = 0
counter += 1
print(counter)
