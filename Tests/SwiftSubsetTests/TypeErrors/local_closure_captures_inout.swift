func doubleTwice(_ value: inout Int) {
    let double = { value *= 2 }
    double()
    double()
}
var x = 3
doubleTwice(&x)
print(x)
