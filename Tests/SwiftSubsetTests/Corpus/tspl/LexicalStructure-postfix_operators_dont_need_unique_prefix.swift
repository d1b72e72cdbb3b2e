struct Num { var value: Int }
postfix operator +
postfix operator +*
postfix func + (x: Num) -> Int { return x.value + 1 }
postfix func +* (x: Num) -> Int { return x.value * 100 }
let n = Num(value: 5)
print(n+)
print(n+*)
