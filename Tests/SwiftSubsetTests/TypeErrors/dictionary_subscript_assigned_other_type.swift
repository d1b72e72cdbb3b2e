var d: [String: Int] = [:]
let k = "a"
d[k] = "x"
