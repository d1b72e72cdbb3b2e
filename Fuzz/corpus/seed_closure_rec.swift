var f: (Int) -> Int = { $0 }
f = { f($0) + 1 }
print(f(1))
