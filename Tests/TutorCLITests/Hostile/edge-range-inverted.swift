// expect: exception
let a = 5
let b = 1
for i in a..<b { print(i) }
