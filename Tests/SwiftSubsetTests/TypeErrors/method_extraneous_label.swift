struct R { func scale(_ f: Int) -> Int { f } }
print(R().scale(by: 2))
