var a: Int = 0 {
    willSet { print("willSet") }
    didSet { print("didSet") }
}
func f(b: inout Int) { print("in f") }
f(b: &a)
