// `signum()` of an integer: -1, 0 or 1 of its own type.
let n = -5
print(n.signum(), 7.signum(), 0.signum(), type(of: n.signum()))
let b: Int8 = -3
let u: UInt16 = 9
print(b.signum(), u.signum(), UInt8(0).signum(), type(of: b.signum()), type(of: u.signum()))
print(stride(from: 1, through: 10, by: n.signum() * -3).map { $0 })
