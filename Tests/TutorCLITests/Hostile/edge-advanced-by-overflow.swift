// expect: exception
print(Int.max.advanced(by: 1))
