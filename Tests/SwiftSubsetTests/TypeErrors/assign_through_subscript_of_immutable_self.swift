struct P { var xs = [1]; func f() { xs[0] = 2 } }
