let n = 1
switch n {
case 1: print("one"); fallthrough
default: print("d"); fallthrough
}
