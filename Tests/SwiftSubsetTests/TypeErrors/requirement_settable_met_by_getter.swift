// A settable title met by a computed property without a setter.
protocol Titled {
    var title: String { get set }
}
struct Book: Titled {
    var words: [String]
    var title: String { words.joined(separator: " ") }
}
print(Book(words: ["Dune"]).title)
