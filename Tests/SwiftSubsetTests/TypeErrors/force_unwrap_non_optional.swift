let count = 5
print(count!)
