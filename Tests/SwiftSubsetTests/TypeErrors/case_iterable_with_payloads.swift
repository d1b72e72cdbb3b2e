// allCases is synthesized only for enums whose cases carry no values.
enum Drink: CaseIterable {
    case water
    case juice(String)
    case tea
}

for drink in Drink.allCases {
    print(drink)
}
