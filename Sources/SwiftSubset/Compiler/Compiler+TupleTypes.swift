import SwiftSyntax

/// A tuple's static type with or without element labels. A tuple literal written with labels
/// (`(a: 2.5, b: 1)`) is typed with them, as a written type is: an element set by its label
/// (`u.a = 7 / 2`) then takes the element's type, and `type(of:)` prints the labels.
/// Code that only needs the elements' types reads them from either form here.
extension TypeRef {
    /// The element types of a tuple type, labelled or not; nil for any other type.
    var tupleElementTypes: [TypeRef]? {
        switch self {
        case .tuple(let ts), .labeledTuple(let ts, _): return ts
        default: return nil
        }
    }

    /// A tuple type of these elements, labelled where any label is given.
    static func tuple(_ types: [TypeRef], labels: [String?]) -> TypeRef {
        labels.allSatisfy { $0 == nil } ? .tuple(types) : .labeledTuple(types, labels)
    }
}
