func a(_ n: Int) -> Int { b(n) }
func b(_ n: Int) -> Int { a(n) }
print(a(1))
