func larger<T>(_ a: T, _ b: T) -> T {
    if a > b {
        return a
    }
    return b
}
print(larger(4, 7))
