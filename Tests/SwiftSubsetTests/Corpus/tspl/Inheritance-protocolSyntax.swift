class SomeSuperclass {}
class SomeSubclass: SomeSuperclass {
   // subclass definition goes here
}
