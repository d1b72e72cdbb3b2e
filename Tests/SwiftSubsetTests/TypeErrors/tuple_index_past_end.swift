// A pair has elements .0 and .1 only.
let pair = (3, 4)
print(pair.0 + pair.2)
