let prices = [3, 5]
let half: (Int) -> Double = { $0 / 2 }
print(prices.map(half))
