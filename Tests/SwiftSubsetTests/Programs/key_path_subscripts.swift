// Subscripts inside key paths: arrays, dictionaries, a type's own subscript; the arguments
// are taken when the path is made.
let greetings = ["hello", "hola", "bonjour", "ciao"]
var index = 2
let path = \[String].[index]
print(greetings[keyPath: path])
index += 1
print(greetings[keyPath: path])
print(greetings[keyPath: \[String].[index]])

func makeIndex() -> Int {
    print("made an index")
    return 1
}
let madeOnce = \[String].[makeIndex()]
print(greetings[keyPath: madeOnce], greetings[keyPath: madeOnce])

let numbers = ["prime": [2, 3, 5, 7], "square": [1, 4, 9]]
print(numbers[keyPath: \[String: [Int]].["prime"]] as Any)
print(numbers[keyPath: \[String: [Int]].["cube"]] as Any)
print(numbers[keyPath: \[String: [Int]].["square"]![2]])
print(numbers[keyPath: \[String: [Int]].["prime"]?.count] as Any)

struct Shelf {
    var books: [String]
    subscript(position: Int) -> String { books[position] }
}
struct Library {
    var shelves: [Shelf]
}
let library = Library(shelves: [Shelf(books: ["Emma", "Dune"]), Shelf(books: ["Ulysses"])])
print(library[keyPath: \Library.shelves[1].books[0]])
print(library[keyPath: \Library.shelves[0][1]])
let firsts = library.shelves.map(\.books[0])
print(firsts)
