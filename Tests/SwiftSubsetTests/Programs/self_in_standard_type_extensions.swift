extension Int8 { static func from(_ f: Float) -> Self { Self(f) } }
extension Double { func halved() -> Self { Self(self / 2) } }
extension Int { static func parse(_ s: String) -> Self? { Self(s) } }
print(Int8.from(12.7), 5.0.halved(), Int.parse("42") as Any, Int.parse("x") as Any)
