let numbers = [1, 2, 3]
let doubled = numbers.map { a, b in a * 2 }
print(doubled)
