let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values { print("value", v) }
enum Event { case tap(Int), swipe(String), idle }
let events: [Event] = [.tap(1), .idle, .swipe("left"), .tap(2)]
for case .tap(let n) in events { print("tap", n) }
for (i, e) in events.enumerated() where i % 2 == 0 { print(i, e) }
for ch in "abc" { print(ch, terminator: "|") }
print()
for (i, ch) in "xyz".enumerated() { print(i, ch) }
for i in stride(from: 0, through: 10, by: 5) { print(i, terminator: " ") }
print()
for i in (0..<3).reversed() { print(i, terminator: " ") }
print()
let d = ["b": 2, "a": 1]
for (k, v) in d.sorted(by: { $0.key < $1.key }) { print(k, v) }
