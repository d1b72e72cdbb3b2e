var a: Int?
let b = 42
let c =
a != nil ? a! : b
print(c)
