let n = 3
switch n {
default: print("a")
case 3: print("three")
}
