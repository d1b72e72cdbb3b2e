enum ExampleEnum: Int {
   case a, b, c = 5, d
}
