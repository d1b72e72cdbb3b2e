func someFunctionWithSideEffects() -> Int {
   return 42  // No actual side effects.
}
var someDictionary = ["a": [1, 2, 3], "b": [10, 20]]

someDictionary["not here"]?[0] = someFunctionWithSideEffects()
someDictionary["a"]?[0] = someFunctionWithSideEffects()
