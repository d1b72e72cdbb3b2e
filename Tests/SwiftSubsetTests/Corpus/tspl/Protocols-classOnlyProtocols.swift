protocol SomeInheritedProtocol {}
protocol SomeClassOnlyProtocol: AnyObject, SomeInheritedProtocol {
   // class-only protocol definition goes here
}
