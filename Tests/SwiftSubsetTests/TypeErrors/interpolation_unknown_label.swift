let price = 3.14159
print("cost: \(price, specifier: "%.2f")")
