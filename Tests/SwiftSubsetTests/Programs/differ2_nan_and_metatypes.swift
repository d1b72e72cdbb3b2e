// The sign of a NaN as print shows it (x86 makes a negative NaN at run time; swiftc works
// out an operation on literals while compiling, with a positive NaN), and a standard type's
// metatype as debugPrint writes it.
var zero = 0.0
let computed = zero / zero
print(computed, -computed)
print("\(computed)", [computed])
debugPrint(computed)
print(String(describing: computed), computed.description, String(reflecting: computed))
let folded = 0.0 / 0.0
print(folded, -folded, -(0.0 / 0.0))
print(computed.isNaN, folded.isNaN, computed == computed)
let average = zero / Double(0)
print("average: \(average)")

print(Int.self, String.self)
debugPrint(Int.self)
debugPrint(Double.self, Bool.self)
debugPrint(type(of: 5), type(of: "text"))
print(String(reflecting: Int.self), String(describing: Int.self))
struct Point { var x = 0 }
debugPrint(Point.self, type(of: Point()))
