enum Direction {
    case up, down, left
}
let d = Direction.up
switch d {
case .up: print("up")
case .down: print("down")
}
