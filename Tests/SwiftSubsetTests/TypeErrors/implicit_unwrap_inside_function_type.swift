var stock = 3
let count: () -> Int! = { stock }
print(count())
