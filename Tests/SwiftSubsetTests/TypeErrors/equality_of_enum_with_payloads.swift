enum Move {
    case step(Int)
    case jump
}
let last = Move.step(2)
print(last == .jump)
