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

extension Compiler {
    /// `let (a, b) = (1, 2, 3)`: swiftc's error at the value where a tuple pattern of names
    /// has another number of elements than the value's unlabelled tuple type (the pattern's
    /// missing element types are written `_`). The binding matched nothing and left `()`.
    func checkTupleCount(_ pattern: PatternSyntax, _ value: Compiled, _ node: ExprSyntax) {
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let tuple = inner.as(TuplePatternSyntax.self),
              tuple.elements.allSatisfy({ $0.label == nil && ($0.pattern.is(IdentifierPatternSyntax.self) || $0.pattern.is(WildcardPatternSyntax.self)) }),
              case .tuple(let have)? = value.type, have.count != tuple.elements.count,
              have.allSatisfy({ if case .named(let n) = $0 { Self.plainTypes.contains(n) } else { false } }) else { return }
        let want = (0..<tuple.elements.count).map { $0 < have.count ? have[$0].description : "_" }
        error(node, "type-mismatch",
              "'\(TypeRef.tuple(have))' is not convertible to '(\(want.joined(separator: ", ")))', tuples have a different number of elements")
    }
}
