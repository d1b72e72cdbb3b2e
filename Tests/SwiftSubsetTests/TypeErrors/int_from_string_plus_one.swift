let input = "41"
let answer = Int(input) + 1
print(answer)
