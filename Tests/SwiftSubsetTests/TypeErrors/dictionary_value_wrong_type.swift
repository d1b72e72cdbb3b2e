var stock: [String: Int] = [:]
stock["apples"] = "ten"
print(stock)
