func someFunction (x: Int, f: (Int) -> Bool) -> Bool {
   return f(x)
}
let x = 10
let r0 =
someFunction(x: x, f: { $0 == 13 })
assert(r0 == false)
let r1 =
someFunction(x: x) { $0 == 13 }
assert(r1 == false)

func anotherFunction(x: Int, f: (Int) -> Bool, g: () -> Void) -> Bool {
   g(); return f(x)
}
let r2 =
anotherFunction(x: x, f: { $0 == 13 }, g: { print(99) })
assert(r2 == false)
let r3 =
anotherFunction(x: x) { $0 == 13 } g: { print(99) }
assert(r3 == false)
