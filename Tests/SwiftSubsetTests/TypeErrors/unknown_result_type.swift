struct Shelf {
    var books: [String] = []
    func first() -> Book? { nil }
}
print(Shelf().books.count)
