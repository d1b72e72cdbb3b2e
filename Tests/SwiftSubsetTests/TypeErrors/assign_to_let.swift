let limit = 10
limit = 20
print(limit)
