let word = "hello"
var out = ""
for (i, c) in word.enumerated() { if i > 0 { out += c } }
print(out)
