// expect: exception
let a = [Int.max, 1]
print(a.reduce(0, +))
