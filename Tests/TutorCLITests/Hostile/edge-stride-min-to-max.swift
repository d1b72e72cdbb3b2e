// expect: ok
let s = stride(from: Int.min, to: Int.max, by: 1)
var n = 0
for _ in s { n += 1; if n == 3 { break } }
print(n)
