let fruits = ["apple", "pear"]
let summary: String = fruits.count
print(summary)
