protocol SomeProtocol {
   // protocol definition goes here
}
protocol FirstProtocol {}
protocol AnotherProtocol {}
struct SomeStructure: FirstProtocol, AnotherProtocol {
   // structure definition goes here
}
class SomeSuperclass {}
class SomeClass: SomeSuperclass, FirstProtocol, AnotherProtocol {
   // class definition goes here
}
