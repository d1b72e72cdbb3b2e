// Float's own constants are Floats: they print with Float's digits and compute in single precision.
let r: Float = 2
let area = Float.pi * r * r
print(area, Float.pi, Float.pi / 2, -Float.infinity, Float.zero, Float.greatestFiniteMagnitude)
print(type(of: Float.pi), [Float.pi], Double(Float.pi), Float.pi == Float(Double.pi))
let xs: [Float] = [1, 2]
print(xs.map { $0 * .pi })
print(Float.nan.isNaN, Float.infinity > 1e38)
var f = Float.zero
f += 0.1
print(f, f * 3)
