var cache = [:]
cache["key"] = 1
print(cache.count)
