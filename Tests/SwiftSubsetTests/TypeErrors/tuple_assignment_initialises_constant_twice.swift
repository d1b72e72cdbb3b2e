func f() {
    let a: Int, b: Int
    (a, b) = (1, 2)
    (a, b) = (3, 4)
    print(a, b)
}
f()
