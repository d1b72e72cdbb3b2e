// Subscripts declared on structs and classes: read-only, get/set, several parameters,
// defaults, and assignment through them.
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        multiplier * index
    }
}
let threeTimes = TimesTable(multiplier: 3)
print("six times three is \(threeTimes[6])")

struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            return grid[(row * columns) + column]
        }
        set {
            grid[(row * columns) + column] = newValue
        }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3
matrix[1, 0] += 0.25
print(matrix[0, 1], matrix[1, 0], matrix.grid)

class Shelf {
    private var books: [String] = []
    subscript(slot: Int, fallback: String = "empty") -> String {
        get { slot < books.count ? books[slot] : fallback }
        set(title) {
            while books.count <= slot { books.append("") }
            books[slot] = title
        }
    }
}
let shelf = Shelf()
shelf[1] = "Dune"
print(shelf[0], shelf[1], shelf[5], shelf[5, "none"])

enum Planet: Int {
    case mercury = 1, venus, earth
}
struct Solar {
    subscript(n: Int) -> Planet? { Planet(rawValue: n) }
}
print(Solar()[3] == .earth, Solar()[9] == nil)
