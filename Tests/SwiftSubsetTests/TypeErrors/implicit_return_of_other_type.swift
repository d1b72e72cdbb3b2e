func half(_ n: Int) -> Double { n / 2 }
print(half(3))
