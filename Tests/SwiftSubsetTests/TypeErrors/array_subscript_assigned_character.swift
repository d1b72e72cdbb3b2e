var out = [""]
let w = "ab"
out[0] = w.first!
