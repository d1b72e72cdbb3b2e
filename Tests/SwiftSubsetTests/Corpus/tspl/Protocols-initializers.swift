protocol SomeProtocol {
   init(someParameter: Int)
}
class SomeClass: SomeProtocol {
   required init(someParameter: Int) {
      // initializer implementation goes here
   }
}
