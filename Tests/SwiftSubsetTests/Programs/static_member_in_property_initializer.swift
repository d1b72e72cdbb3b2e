// A stored property's initial value calls the type's static members without `Self.`,
// as Apple's self-sizing cells sample does (`let headlineLabel = makeSampleLabel()`).
class Cell {
    static let reuseIdentifier = "Cell"
    let headline = makeLabel("headline")
    let body = makeLabel("body")
    var count = defaultCount
    static let defaultCount = 2

    private static func makeLabel(_ name: String) -> String {
        return name + " of " + reuseIdentifier
    }
}

struct Box {
    static func start() -> Int { 40 }
    var value = start() + 2
}

let cell = Cell()
print(cell.headline)
print(cell.body)
print(cell.count)
print(Box().value)
