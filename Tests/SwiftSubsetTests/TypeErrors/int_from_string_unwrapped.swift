let typed = "42"
let number: Int = Int(typed)
print(number)
