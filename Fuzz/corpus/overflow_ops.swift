let big = Int.max
print(big &+ 1 == Int.min, big &* 2, Int.min &- 1 == Int.max)
print(7 & 3, 7 | 8, 5 ^ 1, 1 << 4, 256 >> 2, ~0)
var x: Int = 1
for _ in 0..<10 { x = x &* 3 }
print(x)
print(Int("9223372036854775807")!, Int("9223372036854775808") as Any)
