class Test1 {
subscript(index: Int) -> Int {
   get {
      // Return an appropriate subscript value here.
      return 1
   }
   set(newValue) {
      // Perform a suitable setting action here.
   }
}
}
class Test2 {
subscript(index: Int) -> Int {
   // Return an appropriate subscript value here.
   return 1
}
}
