let total = 5
print(totl)
