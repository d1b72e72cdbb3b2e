// An if expression as the body of a function returning Int, whose branches print.
func sign(_ x: Int) -> Int {
    if x > 0 { print("positive") } else { print("not positive") }
}
print(sign(1))
