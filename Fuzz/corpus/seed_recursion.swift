func f(_ n: Int) -> Int { return f(n + 1) }
print(f(0))
