public enum CompassPoint {
   case north
   case south
   case east
   case west
}
