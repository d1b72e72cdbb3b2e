let point = (3, 2)
switch point {
   // Bind x and y to the elements of point.
   case let (x, y):
      print("The point is at (\(x), \(y)).")
}
