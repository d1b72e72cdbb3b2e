// Array methods that change a String: removeAll(where:), removeAll(), popLast(), removeFirst(k),
// removeLast(k), on a variable, an array element and a property.
var s = "hello world"
s.removeAll(where: { $0 == "o" })
print(s)
let c = s.popLast()
print(s, c as Any)
var words = ["abc", "def"]
words[0].removeAll(where: { $0 == "b" })
print(words)
var t = "abcdef"
t.removeFirst(2)
t.removeLast(2)
print(t)
var u = "a-b-c"
u.removeAll { $0 == "-" }
print(u)
struct Note { var text = "to do: items" }
var n = Note()
n.text.removeAll(where: \.isWhitespace)
print(n.text)
s.removeAll()
print(s.isEmpty, s.popLast() as Any)
