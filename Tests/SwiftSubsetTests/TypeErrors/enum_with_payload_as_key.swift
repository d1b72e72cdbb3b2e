// An enum with associated values is not Hashable unless it says so.
enum Move { case step(Int), turn }
func tally(_ moves: [Move]) -> Int {
    let seen: Set<Move> = []
    return seen.count + moves.count
}
print(tally([.turn]))
