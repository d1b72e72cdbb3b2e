// expect: exception
print(Int.random(in: 5..<5))
