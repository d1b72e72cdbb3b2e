enum Direction {
    case north, south, east, west
}
let heading = Direction.North
print(heading)
