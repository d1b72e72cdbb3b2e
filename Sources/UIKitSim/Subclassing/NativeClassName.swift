/// The name Swift prints for an object's class, `String(describing: type(of: object))`, read
/// straight from the class's metadata.
///
/// `String(describing:)` first asks the runtime whether the metatype conforms to each protocol
/// that changes printing, and the runtime answers the first question about each class by
/// scanning every protocol conformance in the program (about 20 000 in vctutor's binary).
/// UIKitSim names every object it makes, so each class an app used cost a few scans of a run's
/// start. `_typeName(_:qualified: false)` is the text `String(describing:)` ends with for a
/// metatype (`NativeClassNameTests` compares the two).
func nativeClassName(of object: AnyObject) -> String {
    _typeName(type(of: object), qualified: false)
}
