func grade(for score: Int) -> String {
    var letter: String
    if score >= 90 {
        letter = "A"
    } else if score >= 80 {
        letter = "B"
    }
    return letter
}
print(grade(for: 85))
