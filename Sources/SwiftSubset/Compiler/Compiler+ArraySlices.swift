/// The static type of an array's slice (`a[1...]`, `a.suffix(from: 1)`): Swift's
/// `ArraySlice<Element>`, carried by name as `String.Index` is, so `type(of:)` prints it as
/// swiftc does. The interpreter holds the slice as an array (its indices start at 0 here, not
/// at the slice's start in the base array).
extension Compiler {
    /// `ArraySlice<Element>` for an array type whose element type has a name; nil otherwise.
    static func arraySliceType(of array: TypeRef?) -> TypeRef? {
        guard case .array(let element)? = array, let name = swiftTypeName(element) else { return nil }
        return .named("ArraySlice<\(name)>")
    }
}
