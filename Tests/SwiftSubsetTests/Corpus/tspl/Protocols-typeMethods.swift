protocol SomeProtocol {
   static func someTypeMethod()
}
