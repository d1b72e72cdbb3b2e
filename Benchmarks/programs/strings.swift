var text = ""
var i = 0
while i < 20000 {
    text += "line \(i), "
    if i % 1000 == 0 { text += "\n" }
    i += 1
}
print(text.count)
