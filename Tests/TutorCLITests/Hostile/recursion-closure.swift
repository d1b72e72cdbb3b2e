// expect: limit
var f: ((Int) -> Int)!
f = { n in f(n + 1) }
print(f(0))
