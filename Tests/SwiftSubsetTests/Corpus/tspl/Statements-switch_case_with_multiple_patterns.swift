let tuple = (1, 1)
switch tuple {
    case (let x, 5), (let x, 1): print(x)
    default: print(2)
}
