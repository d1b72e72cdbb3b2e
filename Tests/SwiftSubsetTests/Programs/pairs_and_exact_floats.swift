// KeyValuePairs' pairs keep their types (a Float value multiplies in single precision), and
// NaN converts exactly to nothing.
import CoreFoundation

let kv: KeyValuePairs<String, Float> = ["a": 0.1, "a": 0.2]
print(kv[0].value * 3, kv.first!.value * 3, kv.count)
print(type(of: kv[0]), type(of: kv.first!))
let counts: KeyValuePairs<String, Int> = ["a": 1]
print(counts.lazy.map { $0.value }.first!, counts.filter { $0.value > 0 }.count)
let huge: Float = 1e38 * 10
let nan = huge - huge
print(Float(exactly: nan) as Any, Double(exactly: nan) as Any, Double(exactly: Double.nan) as Any)
print(sqrt(4.0))
for x in stride(from: Float(0), to: 1, by: 0.3) { print(x, x * 3) }
