extension Int8 { static func from(_ f: Float) -> Self { Self(f) } }
extension Double { func halved() -> Self { Self(self / 2) } }
extension Int { static func parse(_ s: String) -> Self? { Self(s) } }
extension String {
    init(rev s: String) { self = String(s.reversed()) }
    static func make() -> String { Self(rev: "abc") }
}
extension Double { init(half x: Double) { self = x / 2 }; static func h() -> Double { Self(half: 3) } }
print(Int8.from(12.7), 5.0.halved(), Int.parse("42") as Any, Int.parse("x") as Any)
print(String(rev: "abc"), String.make(), Double.h())
