extension Array where Element: Equatable {
    func f(x: Array) -> Int { return 7 }
}
let x = [1, 2, 3]
let y = [10, 20, 30]
let r0 = x.f(x: y)
assert(r0 == 7)
