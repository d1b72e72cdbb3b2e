struct S { var a: Int; var b: Int }
print(S(a: 1, 2).a)
