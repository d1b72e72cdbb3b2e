struct TrackedString {
   private(set) var numberOfEdits = 0
   var value: String = "" {
      didSet {
         numberOfEdits += 1
      }
   }
}
