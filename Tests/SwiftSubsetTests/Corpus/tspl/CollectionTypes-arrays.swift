var shoppingList: [String] = ["Eggs", "Milk"]
