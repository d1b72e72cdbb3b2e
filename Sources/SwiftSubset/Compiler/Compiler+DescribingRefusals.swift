import SwiftSyntax

extension Compiler {
    /// Refuses writing out (in `print`, `dump`, interpolation) a value whose text the interpreter
    /// cannot reproduce: a `String.Index`, which Swift prints as its internal bits
    /// (`Index(_rawBits: 65793)`) where the interpreter holds a Character offset, a `Set.Index`,
    /// which Swift prints as its hash-table bucket, and
    /// `KeyValuePairs`, which Swift prints as a dictionary literal (`["a": 1, "a": 2]`) where
    /// the interpreter holds an array of pairs, and a `reversed()` or `joined()` collection or a
    /// string's `utf8`/`utf16`/`unicodeScalars` view, called there or kept in a variable
    /// (`StandardView`).
    func refuseDescribing(_ value: Compiled, at node: some SyntaxProtocol) {
        var type = value.type
        while case .optional(let inner)? = type { type = inner }
        if case .named(StringIndices.typeName)? = type {
            error(node, "unsupported", "printing a String.Index is not supported yet")
        }
        if StringIndices.rangeKind(type) != nil {
            error(node, "unsupported", "printing a range of String.Index values is not supported yet")
        }
        if case .named(SetIndices.typeName)? = type {
            error(node, "unsupported", "printing a Set.Index is not supported yet")
        }
        if case .named(ObjectIdentifiers.typeName)? = type {
            error(node, "unsupported", "printing an ObjectIdentifier is not supported yet (Swift prints the object's address)")
        }
        if Self.keyValuePairsElements(type) != nil {
            error(node, "unsupported", "printing a KeyValuePairs value is not supported yet")
        }
        switch Syntax(node).as(ExprSyntax.self).flatMap(standardView) {
        case .reversed?:
            error(node, "unsupported", "printing the result of 'reversed()' is not supported yet (Swift prints a ReversedCollection)")
        case .joined?:
            error(node, "unsupported", "printing the result of 'joined' on an array of arrays is not supported yet (Swift prints a FlattenSequence or JoinedSequence)")
        case .textIndices?:
            error(node, "unsupported", "printing a String's or Substring's indices is not supported yet (Swift prints a DefaultIndices)")
        case .textEncoding?:
            error(node, "unsupported", "printing a string's utf8, utf16 or unicodeScalars view is not supported yet (Swift prints the text)")
        case .baseSlice?:
            error(node, "unsupported", "printing a slice of a range, set or dictionary is not supported yet (Swift prints a Slice with its base, or a Range)")
        case .offsetArraySlices?:
            if sequenceWrapperCall(Syntax(node)) == nil {
                error(node, "unsupported", "printing the pieces of an array's 'split' is not supported yet (Swift prints them as ArraySlice values)")
            }
        default: break
        }
        if let wrapper = sequenceWrapperCall(Syntax(node)) {
            error(node, "unsupported", "printing the result of '\(wrapper.call)' is not supported yet (Swift prints \(wrapper.type))")
        }
    }

    /// A call written where it is printed whose result Swift prints as its wrapper type, not
    /// its elements (`print(zip(a, b))` prints `Zip2Sequence<…>(…)`, an array's
    /// `split(whereSeparator:)` its pieces as `ArraySlice([…])`): its name and that type.
    func sequenceWrapperCall(_ node: Syntax) -> (call: String, type: String)? {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        if let f = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch f.baseName.text {
            case "zip": return ("zip", "its type, Zip2Sequence, with its contents")
            case "stride":
                let through = call.arguments.contains { $0.label?.text == "through" }
                return ("stride", "its type, \(through ? "StrideThrough" : "StrideTo")")
            default: return nil
            }
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil {
            switch m.declName.baseName.text {
            case "enumerated": return ("enumerated()", "its type, EnumeratedSequence, with its contents")
            case "split":
                guard let base = m.base, case .array? = quietType(base) else { return nil }
                return ("split", "the pieces of an array as ArraySlice values")
            default: return nil
            }
        }
        return nil
    }
}
