/// Helpers that store typed-throws closures through a non-optional parameter: assigning a
/// closure literal straight into the dictionaries crashes Swift 6.3's SIL generation.
extension HostClass {
    package func define(_ name: String, _ body: @escaping (AnyObject, [Value]) throws(Interrupt) -> Value) {
        methods[name] = body
    }

    package func defineInit(_ name: String, _ body: @escaping ([Value], AnyObject) throws(Interrupt) -> AnyObject) {
        initializers[name] = body
    }

    package func defineStatic(_ name: String, _ body: @escaping () throws(Interrupt) -> Value) {
        staticMembers[name] = body
    }

    package func defineStaticMethod(_ name: String, _ body: @escaping ([Value]) throws(Interrupt) -> Value) {
        staticMethods[name] = body
    }
}

extension HostProperty {
    package static func settable(get: @escaping (AnyObject) throws(Interrupt) -> Value,
                         set: @escaping (AnyObject, Value) throws(Interrupt) -> Void) -> HostProperty {
        HostProperty(get: get, set: set)
    }
}
