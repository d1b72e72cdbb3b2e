struct S {
    let x: Int
    let y: Int
    subscript(operation: (Int, Int) -> Int) -> Int {
        return operation(x, y)
    }
}
let s = S(x: 10, y: 20)
assert(s[+] == 30)
