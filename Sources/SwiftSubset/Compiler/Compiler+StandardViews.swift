import SwiftSyntax

/// A value Swift keeps as a view of another collection where the interpreter keeps a plain
/// array or string: what Swift prints for it, or the indices it uses, differ from the
/// interpreter's, so those uses are refused (`Compiler+DescribingRefusals`, `refuseOffsetIndices`).
enum StandardView: Equatable {
    /// `reversed()` on a standard collection: a `ReversedCollection`, printed with its base
    /// (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`).
    case reversed
    /// `joined()` on an array of arrays: a `FlattenSequence` (or `JoinedSequence`), printed
    /// with its base.
    case joined
    /// A Substring that may start after its string's start (`s.dropFirst()`, `s[i...]`): its
    /// indices are its string's, where the interpreter counts Characters from its own start.
    case offsetSubstring
    /// An array of such Substrings (`s.split(separator: " ")`).
    case offsetSubstrings
    /// An ArraySlice that may start after its array's start (`a[1..<3]`, `a.dropFirst()`): its
    /// indices are its array's, where the interpreter holds an array indexed from 0.
    case offsetArraySlice
    /// An array of such ArraySlices (`a.split(separator: 0)`).
    case offsetArraySlices
    /// A string's `utf8`, `utf16` or `unicodeScalars` view, which Swift prints as the text
    /// (`UTF8View("abc")` in `debugPrint`), where the interpreter holds an array of its units.
    case textEncoding
    /// A slice of a range, a set or a dictionary (`(1...9).prefix(3)`, `set.dropFirst()`,
    /// `(0..<9).drop(while: …)`): Swift keeps a `Slice` printed with its base and indices (a
    /// half-open range's is a range, `3..<9`), where the interpreter holds an array indexed
    /// from 0.
    case baseSlice
    /// A String's or Substring's `indices`: a `DefaultIndices`, printed with its base and its
    /// indices' bits, where the interpreter holds a range of Character offsets.
    case textIndices
    /// An array (or a dictionary's `mapValues`) made by a closure giving such a view for each
    /// element (`grid.map { $0.reversed() }`, `rows.map { $0.enumerated() }`): Swift prints each
    /// element as its own type, where the interpreter holds arrays.
    case mappedToViews
    /// `zip(a, b)` or `stride(from:to:by:)`: a Sequence that is not a Collection (no `first`
    /// property, `count` or subscript), printed as its own type (`Zip2Sequence<…>(…)`,
    /// `StrideTo<Int>`), where the interpreter holds an array (`Compiler+SequenceOnlyViews`).
    case sequenceOnly

    /// Whether Swift prints this view as a type of its own, with its base, where the
    /// interpreter holds the elements (refused wherever it would be printed).
    var printsAsItsOwnType: Bool {
        self == .reversed || self == .joined || self == .baseSlice || self == .textIndices || self == .sequenceOnly
            || self == .mappedToViews
    }

    /// Whether this view's indices differ from the interpreter's (offsets from its own start).
    var hasOffsetIndices: Bool { self == .offsetSubstring || self == .offsetArraySlice }
}

extension Compiler {
    /// The view `e` is in Swift, from how it is written or, for a variable declared without a
    /// type, from its initial value; nil for a plain value.
    func standardView(of e: ExprSyntax) -> StandardView? {
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return standardView(of: tuple.elements.first!.expression)
        }
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil {
            guard case .local(_, let info)? = resolve(r.baseName.text) else { return nil }
            // A parameter or variable declared `Substring` may be any Substring.
            if info.view == nil, case .named("Substring")? = info.type { return .offsetSubstring }
            if info.view == nil, !info.sliceStartsWithArray, Self.isArraySliceType(info.type) { return .offsetArraySlice }
            return info.view
        }
        if let forced = e.as(ForceUnwrapExprSyntax.self) { return standardView(of: forced.expression) }
        // `[x.reversed()]`: an array of views.
        if let array = e.as(ArrayExprSyntax.self),
           array.elements.contains(where: { standardView(of: $0.expression)?.printsAsItsOwnType == true }) { return .mappedToViews }
        if isStandardReversedCall(Syntax(e)) { return .reversed }
        if isSequenceOnlyCall(e) { return .sequenceOnly }
        if isJoinedArraysCall(Syntax(e)) { return .joined }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            return offsetView(subscript: s, .substring) ?? offsetView(subscript: s, .arraySlice)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = m.base {
            if isBaseSliceCall(call, m.declName.baseName.text, on: base) { return .baseSlice }
            if mapsToViews(call, m.declName.baseName.text) { return .mappedToViews }
            // `(0..<6).split { … }`: pieces Swift prints as ranges or `Slice`s.
            if m.declName.baseName.text == "split", isViewBase(base) { return .baseSlice }
            return offsetView(method: m.declName.baseName.text, on: base, .substring)
                ?? offsetView(method: m.declName.baseName.text, on: base, .arraySlice)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base,
           ["utf8", "utf16", "unicodeScalars"].contains(m.declName.baseName.text), isTextTyped(base) {
            return .textEncoding
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, m.declName.baseName.text == "indices",
           textIndicesOwner(base) != nil {
            return .textIndices
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, ["first", "last"].contains(m.declName.baseName.text) {
            switch standardView(of: base) {
            case .offsetSubstrings?: return .offsetSubstring
            case .offsetArraySlices?: return .offsetArraySlice
            default: return nil
            }
        }
        return nil
    }

    /// Records the view of a variable declared without a type (`let r = a.reversed()`).
    func noteStandardView(of name: String, initialValue: ExprSyntax?, typed: Bool) {
        guard !typed, let initialValue else { return }
        if let view = standardView(of: initialValue) ?? (isSubstringElement(initialValue) ? .offsetSubstring : nil) {
            scope.blocks[scope.blocks.count - 1][name]?.view = view
        } else if Self.isArraySliceType(quietType(initialValue)) {
            // A slice made here from its array's start keeps the interpreter's indices; any
            // other may start later.
            if isSliceOfUnknownStart(initialValue) {
                scope.blocks[scope.blocks.count - 1][name]?.view = .offsetArraySlice
            } else {
                scope.blocks[scope.blocks.count - 1][name]?.sliceStartsWithArray = true
            }
        }
    }

    /// Records that a parameter declared `ArraySlice<…>` may be any slice of its array.
    func noteParameterView(of name: String, type: TypeRef?) {
        guard case .named? = type, Self.isArraySliceType(type) else { return }
        scope.blocks[scope.blocks.count - 1][name]?.view = .offsetArraySlice
    }

    /// Refuses assigning a Substring or ArraySlice that may start after its base's start to a
    /// variable whose uses were compiled as one from the start (`var head = a[0..<2]`, then
    /// `head = a[1...]`): its subscripts would count from the wrong start.
    func refuseOffsetViewAssigned(to target: ExprSyntax, _ value: ExprSyntax) {
        guard let r = target.as(DeclReferenceExprSyntax.self), case .local? = resolve(r.baseName.text),
              standardView(of: target) == nil, let view = standardView(of: value), view.hasOffsetIndices else { return }
        let what = view == .offsetSubstring ? "a Substring" : "an ArraySlice"
        error(value, "unsupported", "assigning \(what) that may start after its base's start to a variable that held one from the start is not supported yet")
    }

    /// The methods that take or give a collection's indices (`index(after:)`, `firstIndex(of:)`,
    /// `remove(at:)`, `swapAt`), by full name.
    static let indexMethods: Set<String> = Set(StringIndices.methodResults.keys).union(["swapAt(_:_:)"])

    /// Refuses reading or passing an index of a Substring or ArraySlice that may not start at
    /// its base's start (`startIndex`, `index(after:)`, `firstIndex(of:)`, `sub[i]`): Swift's are
    /// the base's indices, the interpreter's count from the view's own start.
    func refuseOffsetIndices(receiver: ExprSyntax, _ what: String, at node: some SyntaxProtocol) {
        let view = standardView(of: receiver)
        if view == nil, mayBeSubstringStartingLater(receiver) {
            refuseOffsetIndices(of: .offsetSubstring, what, at: Syntax(node))
        } else if view == nil, isSliceOfUnknownStart(receiver) {
            refuseOffsetIndices(of: .offsetArraySlice, what, at: Syntax(node))
        } else if let view {
            refuseOffsetIndices(of: view, what, at: Syntax(node))
        } else if scope.parent != nil, let r = receiver.as(DeclReferenceExprSyntax.self), let global = predeclaredGlobals[r.baseName.text],
                  case .local(_, let info)? = resolve(r.baseName.text), info.slot == global.slot {
            // A function compiled before the top-level variable it reads: its view is not known yet.
            indexUsesBeforeDeclaration[r.baseName.text, default: []].append((what, Syntax(node)))
        }
    }

    /// Refuses the index uses of `name` in functions compiled before its top-level declaration,
    /// now that its view is known (`func f() { sub[sub.startIndex] }` before `let sub = s.dropFirst(3)`).
    func refuseIndexUsesBeforeDeclaration(of name: String) {
        guard let uses = indexUsesBeforeDeclaration.removeValue(forKey: name),
              let view = scope.blocks[scope.blocks.count - 1][name]?.view else { return }
        // A use checked quietly first (`quietType`) and then compiled is recorded twice.
        var seen: Set<String> = []
        for use in uses where seen.insert("\(use.at.id)\(use.what)").inserted { refuseOffsetIndices(of: view, use.what, at: use.at) }
    }

    private func refuseOffsetIndices(of view: StandardView, _ what: String, at node: Syntax) {
        switch view {
        case .offsetSubstring:
            error(node, "unsupported", "\(what) of a Substring is not supported yet (a Substring shares its string's indices)")
        case .offsetArraySlice:
            error(node, "unsupported", "\(what) of an ArraySlice is not supported yet (an ArraySlice shares its array's indices)")
        case .baseSlice:
            error(node, "unsupported", "\(what) of a slice of a range, set, dictionary or another collection's view is not supported yet (a slice shares its base's indices)")
        default: break
        }
    }

    /// Whether `e` is typed `ArraySlice` (or an optional one) and made where no view can tell
    /// where it starts (`d["k"]!` of a dictionary of slices, a function's result): it may start
    /// after its array's start. A variable's view is its initial value's (`noteStandardView`);
    /// a slice made from an array here (`a[0..<3]`, `a.prefix(2)`) has its view worked out.
    func isSliceOfUnknownStart(_ e: ExprSyntax) -> Bool {
        guard Self.isArraySliceType(quietType(e)) else { return false }
        var made = e
        while true {
            if let f = made.as(ForceUnwrapExprSyntax.self) { made = f.expression; continue }
            if let t = made.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
                made = only.expression
                continue
            }
            break
        }
        if made.is(DeclReferenceExprSyntax.self) { return false }
        // An array of elements other than slices (`[ArraySlice<Int>]`'s `parts[0]` is one), or
        // a slice known to start where its array starts (a slice of another keeps its start).
        func isArray(_ base: ExprSyntax) -> Bool {
            switch quietType(base) {
            case .array(let element)?: return !Self.isArraySliceType(element)
            case .named(let n)? where n.hasPrefix("ArraySlice"): return standardView(of: base) == nil && !isSliceOfUnknownStart(base)
            default: return false
            }
        }
        if let s = made.as(SubscriptCallExprSyntax.self), isArray(s.calledExpression) { return false }
        if let call = made.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           isArray(base) {
            return false
        }
        return true
    }

    /// Whether `type` is `ArraySlice<…>` (or an optional one).
    static func isArraySliceType(_ type: TypeRef?) -> Bool {
        var type = type
        if case .optional(let wrapped)? = type { type = wrapped }
        guard case .named(let name)? = type else { return false }
        return name.hasPrefix("ArraySlice")
    }

    /// Whether `e` is typed `Substring` (or `Substring?`) where no view tells where it starts (a
    /// stored property, a closure's parameter, an optional unwrapped): it may start after its
    /// string's start, unless it is made from the start (`s.prefix(3)`).
    private func mayBeSubstringStartingLater(_ e: ExprSyntax) -> Bool {
        var type = quietType(e)
        if case .optional(let wrapped)? = type { type = wrapped }
        guard case .named("Substring")? = type else { return false }
        return !isStartKeepingSubstring(e)
    }

    /// Whether `call` slices a range, set or dictionary by count or by a predicate
    /// (`prefix(3)`, `dropFirst()`, `drop(while:)`; not `prefix(upTo:)`, which takes an index).
    private func isBaseSliceCall(_ call: FunctionCallExprSyntax, _ method: String, on base: ExprSyntax) -> Bool {
        guard ["prefix", "suffix", "dropFirst", "dropLast", "drop"].contains(method),
              call.arguments.allSatisfy({ $0.label == nil || $0.label?.text == "while" }) else { return false }
        return isViewBase(base)
    }

    /// Whether a slice or `split` of `base` is in Swift a `Slice` (or `PrefixSequence`, a range)
    /// printed with its base: a range, set or dictionary, a dictionary's `keys` or `values`, a
    /// `stride`, or a reversed, joined or sliced view of another collection.
    private func isViewBase(_ base: ExprSyntax) -> Bool {
        switch quietType(base) {
        case .named("Range")?, .set?, .dictionary?: return true
        default: break
        }
        if let view = standardView(of: base), [.reversed, .joined, .baseSlice].contains(view) { return true }
        if let m = base.as(MemberAccessExprSyntax.self), ["keys", "values"].contains(m.declName.baseName.text),
           let owner = m.base, case .dictionary? = quietType(owner) { return true }
        if let c = base.as(FunctionCallExprSyntax.self), let callee = c.calledExpression.as(DeclReferenceExprSyntax.self),
           callee.baseName.text == "stride", resolve("stride") == nil { return true }
        return false
    }

    /// The view a method gives (`s.dropFirst()`, `a.suffix(2)`, `s.split(separator: " ")`) for
    /// either kind of offset view; `prefix` and `dropLast` keep the start of what they are
    /// called on.
    private func offsetView(method: String, on base: ExprSyntax, _ kind: OffsetViewKind) -> StandardView? {
        let keepsStart = ["prefix", "dropLast"].contains(method)
        guard keepsStart || kind.methodsStartingLater.contains(method) || method == "split" else { return nil }
        let baseView = viewOfBase(base, kind)
        guard baseView == kind.view || kind.isBase(self, base) else { return nil }
        if method == "split" { return kind.views }
        return keepsStart && baseView != kind.view ? nil : kind.view
    }

    /// The view a subscript gives: the view for a range that may not start at the base's start
    /// (`s[i...]`, `a[1..<3]`; `x[..<k]` keeps the start unless `x` is itself such a view, and so
    /// does an array's `a[0..<k]`), the view for an element of an array of them.
    private func offsetView(subscript s: SubscriptCallExprSyntax, _ kind: OffsetViewKind) -> StandardView? {
        let baseView = viewOfBase(s.calledExpression, kind)
        if baseView == kind.views { return kind.view }
        guard s.arguments.count == 1, s.arguments.first?.label == nil, let argument = s.arguments.first?.expression,
              baseView == kind.view || kind.isBase(self, s.calledExpression) else { return nil }
        if let prefix = argument.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            return baseView == kind.view ? kind.view : nil
        }
        if argument.is(PostfixOperatorExprSyntax.self) { return kind.view }
        guard let infix = argument.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["...", "..<"].contains(op) else { return nil }
        let fromZero = kind.zeroKeepsStart && infix.leftOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        return fromZero && baseView != kind.view ? nil : kind.view
    }

    /// The view `base` is in, where a view of `kind` is made from it: its written view, else
    /// `kind`'s own view where `base` is of that kind but made where nothing tells its start
    /// (`d["k"]!` of a dictionary of slices, a function's Substring).
    private func viewOfBase(_ base: ExprSyntax, _ kind: OffsetViewKind) -> StandardView? {
        if let view = standardView(of: base) { return view }
        switch kind.view {
        case .offsetArraySlice: return isSliceOfUnknownStart(base) ? kind.view : nil
        case .offsetSubstring: return mayBeSubstringStartingLater(base) ? kind.view : nil
        default: return nil
        }
    }

    fileprivate func isArrayOrSliceTyped(_ e: ExprSyntax) -> Bool {
        switch quietType(e) {
        case .array?: return true
        case .named(let name)?: return name.hasPrefix("ArraySlice<")
        default: return false
        }
    }

    fileprivate func isStringTyped(_ e: ExprSyntax) -> Bool {
        if case .named("String")? = quietType(e) { return true }
        return false
    }

    /// Whether `e` is a String, a Substring or a Character (each has the text views).
    private func isTextTyped(_ e: ExprSyntax) -> Bool {
        guard case .named(let n)? = quietType(e) else { return false }
        return ["String", "Substring", "Character"].contains(n)
    }

    /// `arrays.joined()` or `arrays.joined(separator:)` on an array of arrays: Swift gives a lazy
    /// sequence printed with its base (`FlattenSequence<Array<Array<Int>>>(_base: [[1], [2]])`),
    /// where the interpreter holds the flattened array.
    func isJoinedArraysCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "joined", let base = member.base,
              case .array(.array)? = quietType(base) else { return false }
        return true
    }

    /// Whether `call` is a `map` or `mapValues` whose closure gives a view for each element:
    /// `reversed()` or `enumerated()` of its parameter, or a `zip` or `stride`.
    private func mapsToViews(_ call: FunctionCallExprSyntax, _ method: String) -> Bool {
        guard method == "map" || method == "mapValues", let closure = callArgs(call).last?.syntax.as(ClosureExprSyntax.self),
              let body = closureBody(closure, parameters: 1) else { return false }
        let result = body.result
        if isSequenceOnlyCall(result) { return true }
        guard let inner = result.as(FunctionCallExprSyntax.self), inner.arguments.isEmpty, inner.trailingClosure == nil,
              let m = inner.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil else { return false }
        let method = m.declName.baseName.text
        // Not where a program's type declares a method of that name (its own `reversed()`).
        return ["reversed", "enumerated"].contains(method)
            && !types.values.contains { $0.host == nil && $0.methods.keys.contains(method + "()") }
    }

    /// `x.reversed()` on a collection of the standard library (not a program type's own method):
    /// Swift gives a `ReversedCollection`, printed as `ReversedCollection<Array<Int>>(_base: [1, 2])`,
    /// where the interpreter holds the reversed array.
    func isStandardReversedCall(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "reversed", let base = member.base else { return false }
        // A Sequence's `reversed()` (`stride(…)`, `zip(…)`) is an Array.
        if standardView(of: base) == .sequenceOnly { return false }
        if case .named(let name)? = quietType(base), let t = types[name], t.host == nil,
           !preludeTypes.contains(ObjectIdentifier(t)) { return false }
        return true
    }
}

extension Compiler {
    /// Refuses a `reversed()` or `joined()` view kept in a variable where Swift passes it on as
    /// that view, which then prints with its base (`(ReversedCollection<Array<Int>>(_base: [1, 2]), 1)`)
    /// where the interpreter holds an array: as `Any` or an Optional, in a tuple or an array
    /// literal, cast with `as`, or given to a function or initialiser of the program's (its
    /// parameter is a type parameter or `Any`: a concrete array parameter would not take it).
    /// `for`, `Array(r)`, `r.map`, and reading its elements stay allowed.
    func refuseViewPassedOn(_ r: DeclReferenceExprSyntax, expected: TypeRef?) {
        guard r.argumentNames == nil, case .local(_, let info)? = resolve(r.baseName.text),
              let view = info.view, view.printsAsItsOwnType else { return }
        let place: String
        switch expected {
        case .any? where isDescribedThere(Syntax(r)): return  // `refuseDescribing` says it
        case .any?: place = "as 'Any'"
        case .optional?: place = "as an Optional"
        default:
            // A function taking a Sequence uses a `zip` or `stride` as one (`total(steps)`).
            guard let found = placePassingViewOn(Syntax(r), includingCallArguments: view != .sequenceOnly) else { return }
            place = found
        }
        let (kind, swiftType) = Self.describedView(view)
        error(r, "unsupported", "using \(kind) kept in a variable \(place) is not supported yet (Swift keeps it as \(swiftType))")
    }

    /// What a `reversed()`, `joined()` or base-slice view is called in refusals, and what Swift
    /// keeps it as.
    private static func describedView(_ view: StandardView) -> (kind: String, swiftType: String) {
        switch view {
        case .reversed: return ("the result of 'reversed()'", "a ReversedCollection")
        case .baseSlice: return ("a slice of a range, set, dictionary or another collection's view", "a Slice or a Range")
        case .textIndices: return ("a String's or Substring's indices", "a DefaultIndices")
        case .sequenceOnly: return ("the result of 'zip' or 'stride'", "a Zip2Sequence, StrideTo or StrideThrough")
        case .mappedToViews: return ("an array of 'reversed()', 'enumerated()', 'zip' or 'stride' results", "an array of those views")
        default: return ("the result of 'joined' on an array of arrays", "a FlattenSequence or JoinedSequence")
        }
    }

    /// Refuses a `reversed()` or `joined()` call whose value goes where Swift keeps the view
    /// itself: as `Any` or an Optional of `Any` (a function returning `Any`, a property or
    /// tuple element of that type, an `Any` argument). `print(r)` keeps `refuseDescribing`'s
    /// diagnostic.
    func refuseViewCallKeptAsAny(_ c: FunctionCallExprSyntax, expected: TypeRef?) {
        guard case .any? = expected?.unwrappedOptional, !isDescribedThere(Syntax(c)),
              let view = standardView(of: ExprSyntax(c)), view.printsAsItsOwnType else { return }
        let (kind, swiftType) = Self.describedView(view)
        error(c, "unsupported", "giving \(kind) as 'Any' is not supported yet (Swift keeps it as \(swiftType))")
    }

    /// Refuses a `reversed()` or `joined()` view given to a variable whose written type keeps
    /// the view itself (`let o: Optional = r`, `let a: Any = xs.reversed()`): Swift prints the
    /// view there, where the interpreter holds an array. Only an array type (`[Int]`, `[Int]?`)
    /// makes Swift give an array. A view kept in a variable and given as `Any` or an Optional
    /// is refused by `refuseViewPassedOn` already.
    func refuseViewInTypedBinding(_ annotation: TypeSyntax, type: TypeRef?, _ value: ExprSyntax) {
        guard let view = standardView(of: value), view.printsAsItsOwnType else { return }
        var inner = type
        while case .optional(let wrapped)? = inner { inner = wrapped }
        if case .array? = inner { return }
        // `Any` and Optionals are refused where the value is compiled (`refuseViewPassedOn`
        // for a variable, `refuseViewCallKeptAsAny` for a call).
        if case .any? = type?.unwrappedOptional { return }
        if value.is(DeclReferenceExprSyntax.self), case .optional? = type { return }
        let (kind, swiftType) = Self.describedView(view)
        let written = annotation.trimmedText
        error(value, "unsupported", "giving \(kind) to a variable of type '\(written)' is not supported yet (Swift keeps it as \(swiftType))")
    }

    /// Whether the value written at `node` is printed or described right there (`print(r)`,
    /// `"\(r)"`, `dump(r)`, `String(describing: r)`), which `refuseDescribing` refuses.
    private func isDescribedThere(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(ExpressionSegmentSyntax.self) || parent.parent?.is(ExpressionSegmentSyntax.self) == true { return true }
        guard parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return ["print", "debugPrint", "dump", "String"].contains(callee.baseName.text)
    }

    /// Where a value written at `node` is passed on unchanged: a tuple's element, an array
    /// literal's element, an `as` cast, or (`includingCallArguments`) an argument of the
    /// program's own function or type, or of `Optional(…)`.
    private func placePassingViewOn(_ node: Syntax, includingCallArguments: Bool) -> String? {
        guard let parent = node.parent else { return nil }
        if parent.is(ArrayElementSyntax.self) { return "in an array literal" }
        if parent.is(AsExprSyntax.self) { return "in an 'as' cast" }
        guard parent.is(LabeledExprSyntax.self), let owner = parent.parent?.parent else { return nil }
        if let tuple = owner.as(TupleExprSyntax.self), tuple.elements.count > 1 { return "in a tuple" }
        guard includingCallArguments, let call = owner.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        if callee.baseName.text == "Optional", resolve("Optional") == nil { return "as an Optional" }
        switch resolve(callee.baseName.text) {
        case .functions?: return "as an argument of a function"
        case .type(let t)? where t.host == nil && !preludeTypes.contains(ObjectIdentifier(t)): return "as an argument of an initialiser"
        default: return nil
        }
    }
}

/// What tells a Substring from an ArraySlice among the views that may start after their
/// base's start (`Compiler.standardView(of:)`).
private struct OffsetViewKind: Sendable {
    let view: StandardView
    /// The array of such views `split` gives.
    let views: StandardView
    /// The methods whose view may start later (besides `split`).
    let methodsStartingLater: Set<String>
    /// Whether a range starting at the literal 0 keeps the base's start (an array's positions
    /// are integers from 0; a string's indices are not integers).
    let zeroKeepsStart: Bool
    /// Whether an expression is the kind of base such a view is made from (`String`, an array).
    let isBase: @Sendable (Compiler, ExprSyntax) -> Bool

    static let substring = OffsetViewKind(
        view: .offsetSubstring, views: .offsetSubstrings,
        methodsStartingLater: ["dropFirst", "suffix", "drop", "trimmingPrefix"], zeroKeepsStart: false,
        isBase: { $0.isStringTyped($1) })
    static let arraySlice = OffsetViewKind(
        view: .offsetArraySlice, views: .offsetArraySlices,
        methodsStartingLater: ["dropFirst", "suffix", "drop"], zeroKeepsStart: true,
        isBase: { $0.isArrayOrSliceTyped($1) })
}
