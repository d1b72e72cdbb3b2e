func someFunction(a: inout Int) -> () -> Int {
    return { [a] in return a + 1 }
}
class C { var x = 100 }
let c = C()
let f = someFunction(a: &c.x)
c.x = 200
let r = f()
print(r, r == c.x)
