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

    /// The static type of an array's or slice's `dropFirst`, `dropLast`, `prefix`, `suffix`,
    /// `prefix(while:)`, `drop(while:)` (an `ArraySlice` of its elements) and `split` (an array
    /// of them); nil for other calls. Where each starts is the views' business
    /// (`Compiler+StandardViews`): this only gives closures and loops the type.
    static func sliceMethodResult(_ receiver: TypeRef?, _ name: String, _ args: [CallArg]) -> TypeRef? {
        let slice: TypeRef?
        switch receiver {
        case .array?: slice = arraySliceType(of: receiver)
        case .named(let n)? where n.hasPrefix("ArraySlice<") && sequenceElementType(receiver) != nil: slice = receiver
        default: return nil
        }
        guard let slice else { return nil }
        switch (name, args.map(\.label)) {
        case ("dropFirst", []), ("dropFirst", [nil]), ("dropLast", []), ("dropLast", [nil]),
             ("prefix", [nil]), ("suffix", [nil]), ("prefix", ["while"]), ("drop", ["while"]):
            return slice
        case ("split", _):
            return .array(slice)
        default:
            return nil
        }
    }
}
