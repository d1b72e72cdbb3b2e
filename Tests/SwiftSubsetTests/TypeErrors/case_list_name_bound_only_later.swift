enum E { case a(Int), b(Int), c }
let e = E.b(3)
switch e {
case .a(let x), .b(let y):
    print(x, y)
case .c: print("c")
}
