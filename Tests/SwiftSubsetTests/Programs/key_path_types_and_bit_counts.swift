// `type(of:)` of key paths that stay writable through value types, and an Int's bit counts.
struct Task { var title: String; var tags: [String] }
let firstTask = \[Task][0]
print(type(of: firstTask))
print(type(of: \Task.title), type(of: \Task.tags[1]), type(of: \Task.self))
print(type(of: \[String: [Int]].["p"]), type(of: \[String: [Int]].["p"]![0]))
let tasks = [Task(title: "write", tags: ["a", "b"])]
print(tasks[keyPath: \[Task][0].tags[1]])

let n = 40
print(n.bitWidth, n.trailingZeroBitCount, n.leadingZeroBitCount, n.nonzeroBitCount)
print((-8).trailingZeroBitCount, (-1).nonzeroBitCount, 0.leadingZeroBitCount)
print([1, 2, 3].count.bitWidth)
