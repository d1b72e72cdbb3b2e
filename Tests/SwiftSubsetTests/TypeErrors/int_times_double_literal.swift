let items = 4
let cost = items * 2.5
print(cost)
