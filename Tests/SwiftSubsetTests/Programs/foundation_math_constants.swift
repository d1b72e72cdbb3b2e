// The C library's constants that Foundation brings in.
import Foundation

let degrees = 90.0
print(degrees * M_PI / 180, 90 * M_PI / 180)
print(M_PI_2, M_PI_4, M_E, M_LN2, M_LN10)
print(M_LOG2E, M_LOG10E, M_SQRT2, M_SQRT1_2)
print(M_1_PI, M_2_PI, M_2_SQRTPI)
print(DBL_MAX, DBL_MIN, DBL_EPSILON)
print(type(of: M_PI))
let circle = 2 * M_PI * 3
print(circle)
