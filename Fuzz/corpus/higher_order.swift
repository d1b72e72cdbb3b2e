let words = ["apple", "banana", "cherry", "date"]
print(words.map { $0.count })
print(words.filter { $0.count > 4 }.map { $0.uppercased() })
print(words.reduce("") { $0 + String($1.first!) })
print(words.contains { $0.hasPrefix("b") }, words.first { $0.hasSuffix("y") } ?? "none")
print(words.sorted { $0.count > $1.count }.first!)
let nums = [1, 2, 3, 4, 5, 6]
let evensSquared = nums.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(evensSquared, evensSquared.reduce(0, +))
print(nums.min()!, nums.max()!, nums.count)
print(nums.firstIndex(where: { $0 > 3 })!)
print(nums.compactMap { $0 % 3 == 0 ? "fizz\($0)" : nil })
print([[1, 2], [3, 4]].flatMap { $0.map { $0 * 10 } })
var sum = 0
nums.forEach { sum += $0 }
print(sum)
