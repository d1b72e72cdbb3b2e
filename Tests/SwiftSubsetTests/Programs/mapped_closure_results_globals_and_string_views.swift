let nums = [1, 2, 3]
let s: [String] = nums.map { String($0) }
let t: [String] = nums.map { "n\($0)" }
let d: [Double] = nums.map { Double($0) }
let one: [Double] = nums.map { _ in 1 }
let halves: [Double] = nums.map { Double($0) / 2 }
let lens: [Int] = ["ab", "c"].map { $0.count }
let dd: [Double] = [1.5, 2].map { $0 * 2 }
let flags: [Bool] = nums.map { $0 > 1 }
let idx: [Int] = nums.map { n in n * 10 }
print(s, t, d, one, halves, lens, dd, flags, idx)
let count = 10
var label = "global"
class Base { var count = 0; var label = "base" }
class Sub: Base {
    var extra: Int
    var copy: String
    override init() {
        let count = 3
        extra = count
        copy = "x"
        super.init()
        extra += self.count + count
        copy = label
    }
}
let sub = Sub()
print(sub.extra, sub.copy, count, label)
let word = "hello"
var out = ""
for c in word.reversed() { out.append(c); out += String(c) }
for (i, c) in word.enumerated() where i % 2 == 0 { out += "\(i)\(c)" }
for pair in word.enumerated() { out += String(pair.element) + "\(pair.offset)" }
for c in word.reversed() where c != "l" { print(c, terminator: "") }
print()
let chars: [Character] = word.reversed()
print(out, String(word.reversed()), chars)
