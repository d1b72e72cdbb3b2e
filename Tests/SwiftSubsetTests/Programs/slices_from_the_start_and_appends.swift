// Array slices that run as Swift runs them: those that start where their array starts share
// its first indices; the elements, count and first/last of any slice are the same whatever
// its indices. A String takes the Characters of an array with += and append(contentsOf:).
let scores = [10, 20, 30, 40, 50]

var head = scores[0..<3]
head[1] = 21
print(head, head[head.startIndex], head.count)

let upTo = scores[..<2]
print(upTo, upTo[1], upTo.firstIndex(of: 20)!)

let front = scores.prefix(2)
print(front[0], front.endIndex)

let allButLast = scores.dropLast()
print(allButLast.last!, allButLast.indices)

let middle = scores[1..<4]
print(middle, middle.count, middle.first!, middle.last!)
var total = 0
for s in middle { total += s }
print(total, Array(middle), middle.map { $0 / 10 })

let tail = scores.dropFirst(2)
print(tail.reduce(0, +), tail.contains(40), Array(tail).first!)

var word = "ab"
let marks: [Character] = ["!", "?"]
word += marks
print(word)
var other = "x"
other.append(contentsOf: marks)
other.append(contentsOf: "yz")
other += ["w"]
print(other, other.count)
