class V { init(n: Int) {} }
let v = V()
print(v)
