for i in -5...0 {
   print(i % 4)
}
