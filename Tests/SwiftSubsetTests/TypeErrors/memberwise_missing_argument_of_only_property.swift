struct S { var v: Int }
let s = S()
print(s.v)
