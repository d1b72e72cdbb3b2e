// expect: exception|diagnostics
let s = "abc"
let i = s.index(s.startIndex, offsetBy: Int.max)
print(s[i])
