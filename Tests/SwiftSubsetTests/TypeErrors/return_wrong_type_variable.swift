func half(_ n: Int) -> Int {
    let result = Double(n) / 2
    return result
}
print(half(3))
