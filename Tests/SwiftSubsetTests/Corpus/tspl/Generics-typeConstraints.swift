class SomeClass {}
protocol SomeProtocol {}
func someFunction<T: SomeClass, U: SomeProtocol>(someT: T, someU: U) {
   // function body goes here
}
func findIndex(ofString valueToFind: String, in array: [String]) -> Int? {
   for (index, value) in array.enumerated() {
      if value == valueToFind {
         return index
      }
   }
   return nil
}
let strings = ["cat", "dog", "llama", "parakeet", "terrapin"]
if let foundIndex = findIndex(ofString: "llama", in: strings) {
   print("The index of llama is \(foundIndex)")
}
