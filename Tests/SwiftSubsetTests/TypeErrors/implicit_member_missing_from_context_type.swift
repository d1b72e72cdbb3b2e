enum Direction {
    case north, south
}
func walk(_ d: Direction) { print("walking", d) }
walk(.north)
walk(.left)
