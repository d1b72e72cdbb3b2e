// expect: diagnostics
let s = "abc
print(s)
