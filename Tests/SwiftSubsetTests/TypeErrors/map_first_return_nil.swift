// Marking the failed scores as missing.
let scores = [72, 35, 90]
let passed = scores.map { score in
    if score < 50 { return nil }
    return score
}
print(passed)
