var first = 1
let second = 2
swap(&first, &second)
print(first, second)
