import SwiftSubset

/// Helpers that store typed-throws closures through a non-optional parameter: assigning a
/// closure literal straight into the dictionaries crashes Swift 6.3's SIL generation.
extension HostClass {
    func define(_ name: String, _ body: @escaping (AnyObject, [Value]) throws(Interrupt) -> Value) {
        methods[name] = body
    }

    func defineInit(_ name: String, _ body: @escaping ([Value], AnyObject) throws(Interrupt) -> AnyObject) {
        initializers[name] = body
    }

    func defineStatic(_ name: String, _ body: @escaping () throws(Interrupt) -> Value) {
        staticMembers[name] = body
    }

    func defineStaticMethod(_ name: String, _ body: @escaping ([Value]) throws(Interrupt) -> Value) {
        staticMethods[name] = body
    }
}

extension HostProperty {
    static func settable(get: @escaping (AnyObject) throws(Interrupt) -> Value,
                         set: @escaping (AnyObject, Value) throws(Interrupt) -> Void) -> HostProperty {
        HostProperty(get: get, set: set)
    }
}
