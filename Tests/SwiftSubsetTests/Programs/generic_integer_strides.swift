// Strides over fixed-width integers and over a generic integer type parameter.
func factorial<T: BinaryInteger>(_ n: T) -> T {
    guard n != 0 else { return 1 }
    return stride(from: n, to: 0, by: -1).reduce(1, *)
}
func evens<T: BinaryInteger>(upTo n: T) -> [T] { Array(stride(from: 0, through: n, by: 2)) }
print(factorial(5), factorial(UInt8(5)), factorial(Int64(20)))
print(evens(upTo: 9), evens(upTo: UInt16(4)))
let a: UInt8 = 0
for i in stride(from: a, to: 10, by: 3) { print(i, type(of: i)) }
let b: Int64 = 9
print(Array(stride(from: b, through: 0, by: -4)))
