import Foundation
// The inverse and hyperbolic functions and rounding, as Foundation gives them.
print(asin(0.5), acos(0.5), atan(1.0))
print(sinh(1.0), cosh(1.0), tanh(0.5))
print(round(2.5), round(-2.5), trunc(-3.7), exp2(10.0), log1p(0.0), expm1(0.0))
