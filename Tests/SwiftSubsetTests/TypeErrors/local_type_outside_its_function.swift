// A type declared inside a function, used outside it.
func makeScore() -> Int {
    struct Score { var points = 3 }
    return Score().points
}
let extra = Score()
print(makeScore())
