// Calls of three and more arguments, blocks of three and more statements, and one-argument
// subscripts, whose closures are read from structs rather than arrays of closures.
func volume(_ width: Int, _ height: Int, _ depth: Int) -> Int {
    let area = width * height
    let result = area * depth
    print("volume", width, height, depth, "=", result)
    return result
}

func describe(_ name: String, _ count: Int, _ price: Double, _ tags: [String]) -> String {
    var text = name
    text += " x\(count)"
    text += " at \(price)"
    text += " [" + tags.joined(separator: ",") + "]"
    return text
}

struct Box {
    var items: [Int]
    func sum(_ from: Int, _ to: Int, _ step: Int) -> Int {
        var total = 0
        var i = from
        while i < to {
            total += items[i]
            i += step
        }
        return total
    }
}

let pick = { (a: Int, b: Int, c: Int) -> Int in
    let first = a * 100
    let second = b * 10
    let third = c
    return first + second + third
}

print(volume(2, 3, 4))
print(describe("pen", 3, 1.5, ["blue", "fine"]))
let box = Box(items: [5, 1, 4, 2, 3, 9])
print(box.sum(0, 6, 2), box.sum(1, 6, 2))
print(pick(1, 2, 3))
let grid = [[1, 2], [3, 4]]
let row = grid[1]
print(row[0], grid[0][1])
func steps(_ n: Int, _ a: Int, _ b: Int) -> Int {
    if n == 0 { return a }
    let next = a + b
    let carried = next % 1000
    return steps(n - 1, b, carried)
}
print(steps(30, 0, 1))
