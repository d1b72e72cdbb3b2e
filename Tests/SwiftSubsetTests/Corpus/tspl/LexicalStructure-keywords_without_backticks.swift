func f(x: Int, in y: Int) {
   print(x+y)
}
