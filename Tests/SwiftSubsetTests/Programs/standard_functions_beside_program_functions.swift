// A top-level function named as a standard one overloads it: calls whose labels or argument
// types the program's function does not take still reach the standard library's.
func print(_ board: [[Int]]) {
    for row in board {
        for cell in row { print(cell, terminator: " ") }
        print()
    }
    print("rows:", board.count)
}
struct Money { var cents: Int }
func max(_ a: Money, _ b: Money) -> Money { a.cents >= b.cents ? a : b }
func abs(_ m: Money) -> Money { Money(cents: abs(m.cents)) }

print([[1, 2], [3, 4]])
print("plain", 3, separator: "-")
let n = 5
print(n)
print(max(Money(cents: 3), Money(cents: 9)).cents, max(2, 7), max(1.5, 0.5))
print(abs(Money(cents: -4)).cents, abs(-3))
