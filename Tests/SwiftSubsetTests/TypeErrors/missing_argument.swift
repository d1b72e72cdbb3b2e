func add(_ a: Int, _ b: Int) -> Int {
    return a + b
}
print(add(1))
