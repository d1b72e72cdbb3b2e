let score: Int? = 5
if score < 10 {
    print("low")
}
