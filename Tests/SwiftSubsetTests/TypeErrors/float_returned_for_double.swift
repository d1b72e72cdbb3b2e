func mean(_ values: [Float]) -> Double {
    var total: Float = 0
    for v in values { total += v }
    return total
}
print(mean([1, 2]))
