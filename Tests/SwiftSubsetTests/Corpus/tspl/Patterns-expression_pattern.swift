let point = (1, 2)
switch point {
   case (0, 0):
      print("(0, 0) is at the origin.")
   case (-2...2, -2...2):
      print("(\(point.0), \(point.1)) is near the origin.")
   default:
      print("The point is at (\(point.0), \(point.1)).")
}
// Overload the ~= operator to match a string with an integer.
func ~= (pattern: String, value: Int) -> Bool {
   return pattern == "\(value)"
}
switch point {
   case ("0", "0"):
      print("(0, 0) is at the origin.")
   default:
      print("The point is at (\(point.0), \(point.1)).")
}
