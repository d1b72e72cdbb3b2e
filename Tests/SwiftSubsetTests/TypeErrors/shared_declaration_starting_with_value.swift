// Two properties in one declaration, only the first with a value.
struct Tile {
    var row = 0, column: Int
}
let tile = Tile(row: 1, column: 2)
print(tile.row + tile.column)
