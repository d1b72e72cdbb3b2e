func shout() -> Int {
   print("evaluated")
   return 10
}
func foo(x: Int = shout()) { print("x is \(x)") }
foo(x: 100)
foo()
foo()
