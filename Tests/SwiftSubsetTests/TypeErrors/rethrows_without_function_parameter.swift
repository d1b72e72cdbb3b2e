func half(_ n: Int) rethrows -> Int { n / 2 }
print(half(8))
