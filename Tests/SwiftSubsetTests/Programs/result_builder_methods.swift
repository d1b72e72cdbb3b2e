// Builders on methods and static functions, with buildExpression, semicolons, comments,
// declarations in a branch, loops and if-else.
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
struct Menu {
    var items: [String] = []
    mutating func add(@ListBuilder _ make: () -> [String]) {
        items += make()
    }
    static func build(title: String, @ListBuilder items: () -> [String]) -> Menu {
        var m = Menu()
        m.items = [title] + items()
        return m
    }
}
let admin = true
var m = Menu()
m.add {
    "Open" // the first
    "Save"; "Close"
    if admin {
        let label = "Admin"
        label.uppercased()
    }
    for i in 1...2 {
        "Recent \(i)"
    }
}
print(m.items)
let n = Menu.build(title: "File") {
    if !admin { "Guest" } else { "Root" }
}
print(n.items)
