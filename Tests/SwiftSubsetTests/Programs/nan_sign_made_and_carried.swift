// A NaN's sign, as print shows it, depends on where the NaN came from: one an operation
// makes from numbers that are not NaNs takes the processor's sign (negative on x86-64, which
// this file's expected output comes from; positive on an iPhone's arm64), one an operand
// carries keeps its sign. SimBridgeTests/NaNSignTests runs this
// program on the simulated iPhone.
var zero = 0.0
let made = zero / zero
print(made, -made, made + 1, -made * 2)
let infinity = Double.infinity
print(infinity - infinity, infinity * zero, (-1.0).squareRoot())
var running = 0.0
running /= zero
print(running, [0.0, 0.0].reduce(zero, /))
print(0.0 / 0.0, "\(made)", [made], made.description)
