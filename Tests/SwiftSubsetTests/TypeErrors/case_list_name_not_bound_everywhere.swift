enum E { case a(Int), b }
let e = E.a(3)
switch e {
case .a(let x), .b:
    print(x)
}
