func highest<T>(in values: [T]) -> T? {
    return values.max()
}
print(highest(in: [3, 8, 5]) ?? 0)
