func f() {
    let a: Int
    (a, a) = (1, 2)
    print(a)
}
f()
