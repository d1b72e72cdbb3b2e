struct Shelf { var books = 3 }
struct Book { var title = "Dune" }
let b: Shelf.Book = Book()
print(b.title)
