// expect: exception
print(Int.max.distance(to: Int.min))
