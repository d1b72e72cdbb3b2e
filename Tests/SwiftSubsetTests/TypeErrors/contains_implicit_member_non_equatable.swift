enum Tok { case num(Int), plus }
let toks: [Tok] = [.num(1), .plus]
print(toks.contains(.plus))
