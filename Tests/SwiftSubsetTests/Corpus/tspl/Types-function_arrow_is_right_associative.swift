func f(i: Int) -> (Int) -> Int {
    func g(j: Int) -> Int {
        return i + j
    }
    return g
}

let a: (Int) -> (Int) -> Int = f
let r0 = a(3)(5)
assert(r0 == 8)

let b: (Int) -> ((Int) -> Int) = f
let r1 = b(3)(5)
assert(r1 == 8)
