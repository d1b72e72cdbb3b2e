enum SandwichError: Error {
    case outOfCleanDishes
    case missingIngredients([String])
}
func washDishes() { print("Wash dishes") }
func buyGroceries(_ shoppingList: [String]) { print("Buy \(shoppingList)") }
func makeASandwich() throws {
    // ...
}
func eatASandwich() {}

do {
    try makeASandwich()
    eatASandwich()
} catch SandwichError.outOfCleanDishes {
    washDishes()
} catch SandwichError.missingIngredients(let ingredients) {
    buyGroceries(ingredients)
}
