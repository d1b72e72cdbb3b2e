public protocol PublicProtocol {
   var publicProperty: Int { get }
   func publicMethod()
}
internal protocol InternalProtocol {
   var internalProperty: Int { get }
   func internalMethod()
}
fileprivate protocol FilePrivateProtocol {
   var filePrivateProperty: Int { get }
   func filePrivateMethod()
}
private protocol PrivateProtocol {
   var privateProperty: Int { get }
   func privateMethod()
}
