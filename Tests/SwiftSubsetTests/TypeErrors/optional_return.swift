func firstScore(_ scores: [Int]) -> Int {
    return scores.first
}
print(firstScore([4, 8]))
