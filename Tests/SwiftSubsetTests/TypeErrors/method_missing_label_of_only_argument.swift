struct R { func scale(by f: Int) -> Int { f } }
print(R().scale(2))
