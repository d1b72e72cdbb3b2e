// expect: limit
struct S { var x: Int { x + 1 } }
print(S().x)
