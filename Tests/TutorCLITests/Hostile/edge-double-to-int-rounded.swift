// expect: exception
let d = 1e19
print(Int(d.rounded()))
