struct Subscriptable {
    subscript(x: Int, y: Int = 0) -> Int {
        return 100
    }
}
let s = Subscriptable()
print(s[0])
