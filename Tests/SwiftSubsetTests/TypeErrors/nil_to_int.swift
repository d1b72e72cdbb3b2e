var count: Int = nil
print(count)
