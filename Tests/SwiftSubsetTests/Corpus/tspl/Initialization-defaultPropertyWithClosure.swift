class SomeType {}
class SomeClass {
   let someProperty: SomeType = {
      // create a default value for someProperty inside this closure
      // someValue must be of the same type as SomeType
      let someValue = SomeType()
      return someValue
   }()
}
