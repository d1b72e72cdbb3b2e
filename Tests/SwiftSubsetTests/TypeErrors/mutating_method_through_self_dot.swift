struct P { var xs: [Int] = []; func f() { self.xs.append(1) } }
