func pyramid(_ n: Int) -> String {
    var out = ""
    for i in 1...n {
        out += String(repeating: " ", count: n - i)
        out += String(repeating: "*", count: 2 * i - 1)
        out += "\n"
    }
    return out
}
print(pyramid(3), terminator: "")
var csv = ""
let rows = [["name", "age"], ["Ann", "30"], ["Bob", "25"]]
for row in rows { csv += row.joined(separator: ",") + "\n" }
print(csv, terminator: "")
let sentence = ["Swift", "is", "fun"].reduce("") { $0.isEmpty ? $1 : $0 + " " + $1 }
print(sentence)
var caps = ""
for ch in "hello world" { caps.append(ch == " " ? "_" : Character(ch.uppercased())) }
print(caps)
let numbers = (1...5).map { String($0) }.joined(separator: "+")
print(numbers, "=", (1...5).reduce(0, +))
