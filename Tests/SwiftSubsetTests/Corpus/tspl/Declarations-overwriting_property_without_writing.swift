func loudConst(_ x: Int) -> Int {
    print("initial value:", x)
    return x
}
var x = loudConst(10)
x = 20
print("x:", x)
var y = loudConst(100)
print("y:", y)
