let marks = [4.5, 7 / 2, 5.0]
var total = 0.0
for mark in marks { total += mark }
print(total)
