// A builder that reports each call it receives, in order: buildOptional with and without a
// value (printed through `as Any`), buildEither's sides along an if / else-if / else chain,
// buildArray for a loop and a variadic buildBlock; its Component and Expression are typealiases.
@resultBuilder
enum PackingList {
    typealias Expression = String
    typealias Component = [String]
    static func buildExpression(_ item: Expression) -> Component {
        return [item]
    }
    static func buildBlock(_ parts: Component...) -> Component {
        print("  block of \(parts.count)")
        return Array(parts.joined())
    }
    static func buildOptional(_ part: Component?) -> Component {
        print("  optional:", part as Any)
        return part ?? []
    }
    static func buildEither(first part: Component) -> Component { passing("first side", part) }
    static func buildEither(second part: Component) -> Component { passing("second side", part) }
    private static func passing(_ side: String, _ part: Component) -> Component {
        print("  \(side)", part)
        return part
    }
    static func buildArray(_ parts: [Component]) -> Component {
        print("  array of \(parts.count)")
        var all: Component = []
        for p in parts { all += p }
        return all
    }
}

func pack(forDays days: Int, @PackingList _ list: (Int) -> [String]) -> [String] {
    return list(days)
}

let trips = [(days: 1, rainy: false), (days: 2, rainy: true), (days: 4, rainy: false)]
for trip in trips {
    print("trip of \(trip.days) day(s):")
    let bag = pack(forDays: trip.days) { nights in
        "toothbrush"
        if trip.rainy { "umbrella" }
        if nights > 3 {
            "laundry bag"
        } else if nights == 2 {
            "spare socks"
        } else {
            "book"; "snack"
        }
        for night in 1...nights where night % 2 == 1 { "shirt \(night)" }
    }
    print(bag, type(of: bag))
}
