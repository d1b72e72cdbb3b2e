func f(a: Int) {}
f(1)
