// expect: exception
let r = Int.min..<Int.max
print(r.count)
