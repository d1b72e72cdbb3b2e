// expect: exception
let r = 0...Int.max
print(r.count)
