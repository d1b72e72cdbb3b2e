import SwiftSyntax

extension Compiler {
    /// Refuses writing out (in `print`, `dump`, interpolation) a value whose text the interpreter
    /// cannot reproduce: a `String.Index`, which Swift prints as its internal bits
    /// (`Index(_rawBits: 65793)`) where the interpreter holds a Character offset, a `Set.Index`,
    /// which Swift prints as its hash-table bucket, and
    /// `KeyValuePairs`, which Swift prints as a dictionary literal (`["a": 1, "a": 2]`) where
    /// the interpreter holds an array of pairs, and a `reversed()` or `joined()` collection or a
    /// string's `utf8`/`utf16`/`unicodeScalars` view, called there or kept in a variable
    /// (`StandardView`), and an array's slice where Swift shows its debug text
    /// (`refuseDebugDescribedSlice`). `debug`: the value is written as `debugPrint` writes it.
    func refuseDescribing(_ value: Compiled, at node: some SyntaxProtocol, debug: Bool = false) {
        // A `split`'s pieces have their own refusal below.
        let pieces = Syntax(node).as(ExprSyntax.self).flatMap(standardView) == .offsetArraySlices
        if !pieces, sequenceWrapperCall(Syntax(node)) == nil { refuseDebugDescribedSlice(value.type, debug: debug, at: node) }
        var type = value.type
        // `s.firstIndex(of: "l") as Any`: described as the value it converts.
        // (An optional index alone is stopped when it runs, unless nil: `asExpr`.)
        if case .any? = type, let converted = Syntax(node).as(AsExprSyntax.self), let inner = quietType(converted.expression) {
            if case .optional(.named(StringIndices.typeName)) = inner {} else { type = inner }
        }
        while case .optional(let inner)? = type { type = inner }
        if case .named(StringIndices.typeName)? = type {
            error(node, "unsupported", "printing a String.Index is not supported yet")
        } else if StringIndices.rangeKind(type) == nil, let held = type, held.contains(where: { part in
            if case .named(let n) = part { return n == StringIndices.typeName || StringIndices.rangeKind(part) != nil }
            return false
        }) {
            // Inside an array, a tuple or a dictionary (`[s.startIndex]`): Swift writes each
            // index's own text (`0[any]`), not the interpreter's offset.
            error(node, "unsupported", "printing a value holding a String.Index is not supported yet")
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
        if Self.isStandardIterator(type) {
            error(node, "unsupported", "printing a collection's iterator is not supported yet (Swift prints an IndexingIterator with its collection)")
        }
        if Self.keyValuePairsElements(type) != nil {
            error(node, "unsupported", "printing a KeyValuePairs value is not supported yet")
        }
        switch Syntax(node).as(ExprSyntax.self).flatMap(standardView) {
        case .reversed?:
            error(node, "unsupported", "printing the result of 'reversed()' is not supported yet (Swift prints a ReversedCollection)")
        case .joined?:
            error(node, "unsupported", "printing the result of 'joined' on an array of arrays is not supported yet (Swift prints a FlattenSequence or JoinedSequence)")
        case .mappedToViews?:
            error(node, "unsupported", "printing an array of 'reversed()', 'enumerated()', 'zip' or 'stride' results is not supported yet (Swift prints each as its own type)")
        case .textIndices?:
            error(node, "unsupported", "printing a String's or Substring's indices is not supported yet (Swift prints a DefaultIndices)")
        case .textEncoding?:
            // Reported below.
            break
        case .baseSlice?:
            error(node, "unsupported", "printing a slice of a range, set, dictionary or another collection's view is not supported yet (Swift prints a Slice with its base, or a Range)")
        case .sequenceOnly? where sequenceWrapperCall(Syntax(node)) == nil:
            error(node, "unsupported", "printing the result of 'zip' or 'stride' kept in a variable is not supported yet (Swift prints its type, Zip2Sequence with its contents, StrideTo or StrideThrough)")
        case .offsetArraySlices?:
            if sequenceWrapperCall(Syntax(node)) == nil {
                error(node, "unsupported", "printing the pieces of an array's 'split' is not supported yet (Swift prints them as ArraySlice values)")
            }
        default: break
        }
        // A view of text whose type is not certainly a String (a Substring's view prints its
        // slice's internals; `debugPrint` writes `UTF8View("…")`), or kept in a variable.
        if Syntax(node).as(ExprSyntax.self).flatMap(standardView) == .textEncoding || namesEncodingViewOfUnknownText(Syntax(node)),
           debug || stringEncodingView(Syntax(node)) == nil {
            error(node, "unsupported", "printing a string's utf8, utf16 or unicodeScalars view is not supported yet (Swift prints the text)")
        }
        if let wrapper = sequenceWrapperCall(Syntax(node)) {
            error(node, "unsupported", "printing the result of '\(wrapper.call)' is not supported yet (Swift prints \(wrapper.type))")
        }
    }

    /// `text.utf8`, `text.utf16` or `text.unicodeScalars` of a String (not a Substring, whose
    /// views print their slice's internals), written where Swift writes its description: the
    /// text itself. The view's name, or nil for any other expression.
    func stringEncodingView(_ node: Syntax) -> String? {
        guard let m = node.as(MemberAccessExprSyntax.self), let base = m.base,
              Self.encodingViewNames.contains(m.declName.baseName.text),
              case .named("String")? = quietType(base), standardView(of: base) == nil, !isStartKeepingSubstring(base) else { return nil }
        return m.declName.baseName.text
    }

    private static let encodingViewNames: Set<String> = ["utf8", "utf16", "unicodeScalars"]

    /// `x.utf8` (or `utf16`, `unicodeScalars`) where the type of `x` is not known here: most
    /// likely a String's or a Substring's view.
    private func namesEncodingViewOfUnknownText(_ node: Syntax) -> Bool {
        guard let m = node.as(MemberAccessExprSyntax.self), let base = m.base,
              Self.encodingViewNames.contains(m.declName.baseName.text) else { return false }
        return quietType(base) == nil
    }

    /// `value`, written by `print`, interpolation or `String(describing:)`: a String's
    /// encoding view (held as its code units or scalars) becomes its text, as Swift writes
    /// it; any other value stays.
    func describedAsSwiftWritesIt(_ value: Compiled, at node: some SyntaxProtocol) -> Compiled {
        guard stringEncodingView(Syntax(node)) != nil else { return value }
        let run = value.run
        return Compiled({ env throws(Interrupt) in
            guard case .array(let units) = try run(env) else { throw .unsupported("printing a string's encoding view is not supported yet") }
            var text = ""
            var utf8: [UInt8] = [], utf16: [UInt16] = []
            for unit in units {
                switch unit {
                case .fixed(let f) where f.kind == .uint8: utf8.append(UInt8(truncatingIfNeeded: f.bits))
                case .fixed(let f) where f.kind == .uint16: utf16.append(UInt16(truncatingIfNeeded: f.bits))
                case .character(let c): text.append(c)
                default: throw .unsupported("printing a string's encoding view is not supported yet")
                }
            }
            if !utf8.isEmpty { text = String(decoding: utf8, as: UTF8.self) }
            if !utf16.isEmpty { text = String(decoding: utf16, as: UTF16.self) }
            return .string(text)
        }, .named("String"))
    }

    /// An array's slice where Swift shows its debug text, `ArraySlice([1, 2])`: inside a
    /// collection, an optional or a tuple (`print([a[0..<2]])`), or given to `debugPrint` or
    /// `String(reflecting:)`. The interpreter holds a slice as an array, shown as `[1, 2]`;
    /// printed alone (`print(a[0..<2])`) both show `[1, 2]`. Seen by the static type, so a slice
    /// whose type is not known here is not seen.
    private func refuseDebugDescribedSlice(_ type: TypeRef?, debug: Bool, at node: some SyntaxProtocol) {
        guard Self.holdsArraySlice(type, nested: debug) || writesArraySliceElement(Syntax(node)) else { return }
        error(node, "unsupported", "printing an ArraySlice inside a collection, an optional or a tuple, or with debugPrint, is not supported yet (Swift prints ArraySlice([…]))")
    }

    /// Whether `node` is an array, dictionary or tuple literal with an element that is an
    /// array's slice (`[a.dropFirst()]`, `["k": a[1...]]`, `[a.prefix(2)]`), whose type the
    /// literal's type does not carry, or `Array(x)` of slices (`Array(a.split(separator: 0))`),
    /// which is not typed where it is printed.
    private func writesArraySliceElement(_ node: Syntax) -> Bool {
        let elements: [ExprSyntax]
        if let call = node.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array", resolve("Array") == nil,
           let argument = call.arguments.first?.expression {
            return Self.holdsArraySlice(quietType(argument), nested: false)
        }
        if let array = node.as(ArrayExprSyntax.self) {
            elements = array.elements.map(\.expression)
        } else if let dictionary = node.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content {
            elements = pairs.flatMap { [$0.key, $0.value] }
        } else if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            elements = tuple.elements.map(\.expression)
        } else {
            return false
        }
        return elements.contains(where: isArraySlice)
    }

    /// Whether `e` is an array's slice: a slice that may start later (`StandardView`), one
    /// typed `ArraySlice<…>`, or an array's slicing method called there (`a.prefix(2)`).
    private func isArraySlice(_ e: ExprSyntax) -> Bool {
        if standardView(of: e) == .offsetArraySlice { return true }
        if case .named(let name)? = quietType(e), name.hasPrefix("ArraySlice<") { return true }
        guard let call = e.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = method.base, case .array? = quietType(base) else { return false }
        return Self.arraySlicingMethods.contains(method.declName.baseName.text)
    }

    /// An array's methods giving an `ArraySlice`.
    private static let arraySlicingMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "drop"]

    /// Whether `type` is an `ArraySlice` (`nested`: where it would show its debug text) or holds
    /// one in an element, an optional or a tuple.
    private static func holdsArraySlice(_ type: TypeRef?, nested: Bool) -> Bool {
        switch type {
        case .named(let name)?: return nested && name.hasPrefix("ArraySlice<")
        case .optional(let t)?, .array(let t)?, .set(let t)?: return holdsArraySlice(t, nested: true)
        case .dictionary(let k, let v)?: return holdsArraySlice(k, nested: true) || holdsArraySlice(v, nested: true)
        case .tuple(let ts)?, .labeledTuple(let ts, _)?: return ts.contains { holdsArraySlice($0, nested: true) }
        default: return false
        }
    }

    /// A call written where it is printed whose result Swift prints as its wrapper type, not
    /// its elements (`print(zip(a, b))` prints `Zip2Sequence<…>(…)`, an array's
    /// `split(whereSeparator:)` its pieces as `ArraySlice([…])`): its name and that type.
    func sequenceWrapperCall(_ node: Syntax) -> (call: String, type: String)? {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        if isSequenceOnlyCall(ExprSyntax(call)), let f = call.calledExpression.as(DeclReferenceExprSyntax.self) {
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
