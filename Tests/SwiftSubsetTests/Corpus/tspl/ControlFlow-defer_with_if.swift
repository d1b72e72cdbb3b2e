var score = 1
if score < 10 {
    defer {
        print(score)
    }
    score += 5
}
if score < 10 {
    defer {
        print(score)
    }
    defer {
        print("The score is:")
    }
    score += 5
}
