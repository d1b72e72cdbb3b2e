// expect: ok
var n = 0
for _ in (Int.max - 2)...Int.max { n += 1 }
print(n)
