class SomeClass {
   required init() {
      // initializer implementation goes here
   }
}
class SomeSubclass: SomeClass {
   required init() {
      // subclass implementation of the required initializer goes here
   }
}
