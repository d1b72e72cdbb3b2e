let price = 2.5
let cents: Int = price
print(cents)
