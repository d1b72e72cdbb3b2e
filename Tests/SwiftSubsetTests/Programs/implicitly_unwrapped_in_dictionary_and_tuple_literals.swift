var a: Int! = 5
var name: String! = "k"
let d: [String: Int] = [name: a, "two": 2]
print(d.sorted { $0.key < $1.key })
var scores: [String: Int] = [:]
scores = ["x": a]
print(scores)
let maybe: [String: Int?] = ["m": a]
print(maybe)
var s: String! = "bang"
let t2: (Int, String) = (a, s)
print(t2)
let p: (n: Int, text: String) = (a, s)
print(p.n + 1, p.text.count)
let loose = (a, s)
print(loose)
