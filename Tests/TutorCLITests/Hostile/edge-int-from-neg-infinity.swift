// expect: exception
let x = -Double.infinity
print(Int(x))
