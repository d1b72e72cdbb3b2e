let prices = ["tea": "2.50", "cake": "3.75"]
let total = Double(prices["tea"]) ?? 0
print(total)
