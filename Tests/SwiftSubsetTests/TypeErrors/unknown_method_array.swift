var numbers = [3, 1, 2]
numbers.push(4)
print(numbers)
