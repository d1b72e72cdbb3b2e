switch (1, 1) {
case let (x, y) where x == y:
break
default: break
}
