let apples = 3
let word = "apples"
print(apples + word)
