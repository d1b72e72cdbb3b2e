// expect: ok
let x = Int.random(in: Int.min...Int.max)
print(x == x)
