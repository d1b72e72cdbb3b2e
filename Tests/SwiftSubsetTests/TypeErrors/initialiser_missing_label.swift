class V { init(n: Int) {} }
let v = V(3)
print(v)
