protocol SomeInheritedProtocol {}
protocol SomeClassOnlyProtocol: SomeInheritedProtocol, AnyObject {
   // class-only protocol definition goes here
}
