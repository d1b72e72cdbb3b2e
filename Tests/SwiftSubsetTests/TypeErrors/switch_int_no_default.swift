let roll = 3
switch roll {
case 1: print("one")
case 2: print("two")
}
