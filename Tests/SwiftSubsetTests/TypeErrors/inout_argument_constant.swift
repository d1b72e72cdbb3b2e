// A constant cannot be passed where a function may change its argument.
func double(_ value: inout Int) { value *= 2 }
let score = 21
double(&score)
print(score)
