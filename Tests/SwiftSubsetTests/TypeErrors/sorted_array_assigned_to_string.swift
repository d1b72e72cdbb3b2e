// An array assigned to a String variable.
let scores = [3, 1, 2]
var text = "x"
text = scores.sorted()
print(text)
