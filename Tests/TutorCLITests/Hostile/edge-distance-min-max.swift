// expect: exception
print(Int.min.distance(to: Int.max))
