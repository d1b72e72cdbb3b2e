/// Who an object is within a run: its class name, its creation number among instances of
/// that class, and its deterministic address.
public struct ObjectIdentity: Hashable, Sendable {
    /// The class name (from `simulatedClassName` for controllers and views).
    public let className: String
    /// 1 for the first instance of the class created in the run, 2 for the next...
    public let ordinal: Int
    /// The printed address, e.g. `0x600000000010`.
    public let address: String

    /// `<ClassName: 0x…>`, as UIKit's messages print an object.
    public var bracketed: String { "<\(className): \(address)>" }
}

extension Simulation {
    /// The trace name of an object: its class name, or `ClassName#N` when the run created more
    /// than one instance of that class (decided now, at export time).
    public func traceName(_ identity: ObjectIdentity) -> String {
        (instancesPerClass[identity.className] ?? 0) > 1
            ? "\(identity.className)#\(identity.ordinal)" : identity.className
    }
}
