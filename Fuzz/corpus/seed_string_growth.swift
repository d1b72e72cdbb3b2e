var s = "x"
for _ in 0..<100 { s += s }
print(s.count)
