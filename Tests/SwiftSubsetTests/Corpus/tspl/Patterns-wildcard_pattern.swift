for _ in 1...3 {
   // Do something three times.
}
