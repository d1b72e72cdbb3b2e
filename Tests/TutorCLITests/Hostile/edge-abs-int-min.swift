// expect: exception
print(abs(Int.min))
