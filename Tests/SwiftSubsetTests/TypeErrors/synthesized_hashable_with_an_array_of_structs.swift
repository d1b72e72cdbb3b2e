struct Ingredient {
    var name: String
    var grams: Int
}

struct Recipe: Hashable {
    var title: String
    var ingredients: [Ingredient]
}

let soup = Recipe(title: "Soup", ingredients: [Ingredient(name: "leek", grams: 200)])
var seen: Set<Recipe> = []
seen.insert(soup)
print(seen.count)
