func make() -> () -> Int {
    var n = 0
    if true {
        let step = 2
        func inc() -> Int {
            n += step
            return n
        }
        return inc
    }
    return { 0 }
}
let f = make()
print(f(), f(), f())
func counter() -> (() -> Int, () -> Void) {
    var count = 0
    func read() -> Int { count }
    func bump() { count += 10 }
    return (read, bump)
}
let (read, bump) = counter()
bump()
bump()
print(read())
