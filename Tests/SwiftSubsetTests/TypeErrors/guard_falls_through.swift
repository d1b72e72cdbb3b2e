func check(age: Int) {
    guard age >= 18 else {
        print("Too young")
    }
    print("Welcome")
}
check(age: 20)
