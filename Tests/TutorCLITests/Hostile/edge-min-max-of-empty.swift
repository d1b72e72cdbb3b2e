// expect: ok
let a: [Int] = []
print(a.min() as Any, a.max() as Any)
