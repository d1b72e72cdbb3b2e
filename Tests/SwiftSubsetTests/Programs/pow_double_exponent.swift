// `pow` with an integer literal base and a `Double` exponent is `pow(Double, Double)`.
import Foundation

func nextPowerOfTwo(after n: Int) -> Int {
    Int(pow(2, ceil(log2(Double(n)))))
}
print(nextPowerOfTwo(after: 5), nextPowerOfTwo(after: 8), nextPowerOfTwo(after: 1))
let half = 0.5
print(pow(2, 0.5), pow(2, half), pow(10, Double(3)))
let e: Double = 3
print(pow(2, e) + 1)
