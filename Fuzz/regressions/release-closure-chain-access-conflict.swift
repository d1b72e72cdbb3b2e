// expect: ok|limit
var f: () -> Int = { 0 }
for _ in 0..<100_000 { let g = f; f = { g() + 1 } }
print("built")
