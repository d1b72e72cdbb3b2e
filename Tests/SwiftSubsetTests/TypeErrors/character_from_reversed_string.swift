let word = "hello"
var out = ""
for c in word.reversed() { out += c }
print(out)
