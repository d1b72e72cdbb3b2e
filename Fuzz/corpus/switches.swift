enum Token {
    case number(Int)
    case op(Character)
    case word(String)
}
let tokens: [Token] = [.number(3), .op("+"), .word("x"), .number(-1)]
for t in tokens {
    switch t {
    case .number(let n) where n < 0: print("negative", n)
    case .number(let n): print("number", n)
    case .op(let c): print("op", c)
    case .word(let w): print("word", w)
    }
}
func classify(_ x: Int) -> String {
    switch x {
    case Int.min..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "digit"
    default: return "large"
    }
}
print([-5, 0, 7, 42].map(classify))
let pair = (2, "b")
switch pair {
case (1, _): print("one")
case (2, "a"): print("two a")
case (2, let s): print("two", s)
default: print("other")
}
let opt: Int? = 4
switch opt {
case .some(let v) where v > 3: print("big", v)
case .some(let v): print("small", v)
case .none: print("none")
}
let c: Character = "x"
switch c {
case "a"..."m": print("first half")
case "n"..."z": print("second half")
default: print("other")
}
