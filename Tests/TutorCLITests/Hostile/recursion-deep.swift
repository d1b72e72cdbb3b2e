// expect: limit
func f(_ n: Int) -> Int { f(n + 1) }
print(f(0))
