import SwiftSyntax

extension Compiler {
    func memberAccess(_ m: MemberAccessExprSyntax, expected: TypeRef?) -> Compiled {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else { return implicitMember(name, node: m, expected: expected) }
        if baseExpr.is(SuperExprSyntax.self) {
            if let property = superProperty(baseExpr, name) { return property }
            let sup = superValue(baseExpr)
            return memberOf(sup, name, node: m.declName)
        }
        if let r = baseExpr.as(DeclReferenceExprSyntax.self), let bound = typeParameterValue(r.baseName.text, at: r) {
            return boundTypeMember(bound, name)
        }
        if name == "init", let value = initializerValue(baseExpr, m) { return value }
        if let layout = memoryLayoutMember(baseExpr, name, node: m) { return layout }
        if let t = staticTypeOf(baseExpr) {
            if isSelfTypeReference(baseExpr), t.kind == .protocolType || hasSubclasses(t), let dynamic = dynamicSelfType(m) {
                // `Self.self` in a protocol extension or a class: the type `Self` is when it runs.
                if name == "self" { return dynamic }
                if t.kind == .classType {
                    let run = dynamic.run
                    return Compiled({ env throws(Interrupt) in try Members.get(try run(env), name) }, staticMemberType(t, name))
                }
            }
            return staticMember(t, name, node: m.declName)
        }
        // `s.utf8.description`: a String's view describes itself as its text.
        if name == "description" || name == "debugDescription", let view = baseExpr.as(MemberAccessExprSyntax.self),
           ["utf8", "utf16", "unicodeScalars"].contains(view.declName.baseName.text) {
            if name == "description", stringEncodingView(Syntax(baseExpr)) != nil {
                return describedAsSwiftWritesIt(expr(baseExpr), at: baseExpr)
            }
            error(m.declName, "unsupported", "the '\(name)' of a string's utf8, utf16 or unicodeScalars view is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if ["startIndex", "endIndex", "indices"].contains(name) {
            if let known = substringIndexProperty(baseExpr, name) { return known }
            refuseOffsetIndices(receiver: baseExpr, "'\(name)'", at: m.declName)
        }
        if name == "self", let spelled = collectionTypeSpelled(baseExpr) {
            // `[Petition].self`: the type as text, as `print` writes it (`Array<Petition>`), which
            // `JSONDecoder.decode` reads back.
            let text = Self.swiftTypeName(spelled) ?? spelled.description
            return Compiled { _ throws(Interrupt) in .standardType(text) }
        }
        if let r = baseExpr.as(DeclReferenceExprSyntax.self), resolve(r.baseName.text) == nil,
           let h = hostStatic(r.baseName.text, name) ?? aliasTypeRef(r.baseName.text).flatMap({
               if case .named(let n) = $0 { return hostStatic(n, name) }
               return nil
           }) {
            return h
        }
        if let added = standardTypeExtension(baseExpr, declaringStatic: name) { return staticMember(added, name, node: m.declName) }
        if refuseStandardStatic(baseExpr, name, args: nil, node: m.declName) { return Compiled { _ throws(Interrupt) in .void } }
        // An integer literal takes the type whose extension has the property (`3.ft` with
        // `extension Double { var ft: Double … }` is a Double), as Swift types it.
        if baseExpr.is(IntegerLiteralExprSyntax.self), builtinExtensions["Int"]?.methods["get:" + name] == nil,
           builtinExtensions["Double"]?.methods["get:" + name] != nil {
            return memberOf(expr(baseExpr, expected: .named("Double")), name, node: m.declName)
        }
        // `x.self` on a value is the value (`let e: E = .left.self`).
        // (A name not found in scope may be a standard type, `Int.self`: left as it was.)
        if name == "self", !baseExpr.is(GenericSpecializationExprSyntax.self),
           baseExpr.as(DeclReferenceExprSyntax.self).map({ resolve($0.baseName.text) != nil }) ?? true {
            return expr(baseExpr, expected: expected)
        }
        if refuseCollectionMemberOfSequence(baseExpr, name, at: m) { return Compiled { _ throws(Interrupt) in .void } }
        if let lazy = lazyStructPropertyRead(baseExpr, name, node: m.declName) { return lazy }
        let base = expr(baseExpr)
        checkOptionalBase(base, baseExpr, member: name)
        var member = memberOf(base, name, node: m.declName)
        if let bound = typeArgumentMemberType(baseExpr, name) { member.type = bound }
        return member
    }

    func memberOf(_ base: Compiled, _ name: String, node: some SyntaxProtocol) -> Compiled {
        if name == "hashValue", let type = base.type, Self.isConcreteStandardType(type) {
            // swiftc: a value of the run's random hash seed, which differs from run to run.
            error(node, "unsupported", "'hashValue' of a standard value is not supported yet (Swift's hash values differ from run to run)")
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let description = collectionDescription(base, name) { return description }
        if let method = boundStandardMethod(base, name) { return method }
        if name == "lazy", Self.isStandardSequenceType(base.type) {
            // Its `map`/`filter` run their closures element by element as the result is read.
            if refuseLazyClosuresWithEffects(node) { return Compiled { _ throws(Interrupt) in .void } }
            let b = base.run, ctx = self.ctx
            return Compiled { env throws(Interrupt) in LazyViews.make(try b(env), ctx: ctx) }
        }
        let b = base.run
        var type: TypeRef? = nil
        if case .named(let tn)? = base.type, let ext = builtinExtensions[tn], ext.methods["get:" + name] != nil {
            return Compiled({ env throws(Interrupt) in
                var receiver = try b(env)
                guard let g = ext.methods["get:" + name] else { return .void }
                return try g.invoke([], &receiver)
            }, memberTypes[tn + "." + name])
        }
        if case .named(let tn)? = base.type, let t = types[tn], let dynamicType = dynamicMemberType(t, name) {
            let point = memberPoint(node), ctx = self.ctx
            return Compiled({ env throws(Interrupt) in try Self.readMember(try b(env), name, at: point, ctx) }, dynamicType)
        }
        if let added = standardExtensionProperty(base, name) { return added }
        if case .named(let tn)? = base.type, let t = types[tn] {
            checkPropertyRead(t, name, at: node)
            if let (owner, own) = storedProperty(name, of: t), let i = owner.storedIndex[name] {
                type = owner.storedTypes[own]
                if t.kind == .structType, t.lazyInits[i] == nil {
                    return Compiled({ env throws(Interrupt) in
                        let v = try b(env)
                        if case .structValue(let s) = v, s.type === t, i < s.fields.count { return try readWeak(s.fields[i]) }
                        return try Members.get(v, name)
                    }, type)
                }
            } else if name == "localizedDescription", t.adopts("Error") {
                // Every error has it (`ErrorDescriptions`).
                type = .named("String")
            } else if !hasMember(t, name, isStatic: false) && !t.conformsToAnyProtocol && name != "rawValue"
                        && name != "description" && name != "hashValue" {
                reportMissingMember(t, name, node: node)
            } else if ScriptCollections.unansweredProperties.contains(name), ScriptCollections.adoptsSequence(t),
                      t.findMethod("get:" + name) == nil, Members.inheritedIndex(t, name) == nil {
                if name == "last", !ScriptCollections.adopts(t, ["BidirectionalCollection", "RandomAccessCollection"]) {
                    // Only a BidirectionalCollection has `last`.
                    error(node, "no-member", "value of type '\(t.name)' has no member '\(name)'")
                } else {
                    error(node, "unsupported", "the \(ScriptCollections.kind(of: t)) member '\(name)' of '\(t.name)' is not supported yet")
                }
            }
            if type == nil { type = memberTypes[t.name + "." + name] ?? hostPropertyType(t, name) }
        }
        if case .array? = base.type, !["count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex", "capacity"].contains(name) {
            error(node, "no-member", "value of type '\(base.type!)' has no member '\(name)'")
        }
        if case .named("String")? = base.type,
           !["count", "isEmpty", "first", "last", "description", "utf8", "utf16", "unicodeScalars", "startIndex", "endIndex",
             "indices"].contains(name) {
            if ctx.importsFoundation, StringFoundationMethods.propertyNames.contains(name) {
                type = .named("String")
            } else {
                error(node, "no-member", "value of type 'String' has no member '\(name)'")
            }
        }
        if case .named(let n)? = base.type, n == "String" || n == "Substring", name == "count" { type = .named("Int") }
        if case .named("Character")? = base.type, name == "wholeNumberValue" || name == "hexDigitValue" { type = .optional(.named("Int")) }
        if case .named("Int")? = base.type, BuiltinProperties.intBitCounts.contains(name) { type = .named("Int") }
        if case .named(let n)? = base.type, n == "Double" || n == "Float", name == "magnitude" { type = base.type }
        if case .named("Int")? = base.type, !(["description", "magnitude"] + BuiltinProperties.intBitCounts).contains(name) {
            error(node, "no-member", "value of type 'Int' has no member '\(name)'")
        }
        if case .keyValuePairs? = base.type, let el = Self.sequenceElementType(base.type) {
            if name == "first" || name == "last" { type = .optional(el) }
            if name == "count" { type = .named("Int") }
        }
        if case .array(let el)? = base.type {
            if name == "first" || name == "last" { type = .optional(el) }
            if name == "count" { type = .named("Int") }
            if name == "indices" { type = .named("Range") }
        }
        // A dictionary's `first` is a `(key:value:)` pair; a slice's `first` and `last` its element.
        if case .dictionary(let key, let value)? = base.type {
            if name == "first" { type = .optional(.labeledTuple([key, value], Self.keyValueLabels)) }
            if name == "count" { type = .named("Int") }
        }
        if Self.isArraySliceType(base.type), !base.type!.isOptional, let el = Self.sequenceElementType(base.type) {
            if name == "first" || name == "last" { type = .optional(el) }
            if name == "count" { type = .named("Int") }
        }
        // A set's `first` has its element type too (`touches.first` is a `UITouch?`), so an
        // implicit member compared with a property of it finds the property's declared type.
        if case .set(let el)? = base.type {
            if name == "first" { type = .optional(el) }
            if name == "count" { type = .named("Int") }
            if name == "startIndex" || name == "endIndex" { type = .named(SetIndices.typeName) }
        }
        if case .named("String")? = base.type, name == "count" { type = .named("Int") }
        if case .named("String")? = base.type, name == "first" || name == "last" { type = .optional(.named("Character")) }
        if case .named(let text)? = base.type, text == "String" || text == "Substring", name == "startIndex" || name == "endIndex" {
            type = .named(StringIndices.typeName)
        }
        // A range of String indices (`s.range(of: "x")!`, `i..<j`) has String indices for bounds.
        if StringIndices.rangeKind(base.type) != nil, name == "lowerBound" || name == "upperBound" { type = .named(StringIndices.typeName) }
        if name == "count", case .array? = base.type { return arrayCount(base) }
        if type == nil { type = Self.tupleElementType(base.type, name) }
        if type == nil, reportMissingTupleMember(base.type, name, at: node) { return Compiled { _ throws(Interrupt) in .void } }
        let point = memberPoint(node), ctx = self.ctx
        return Compiled({ env throws(Interrupt) in try Self.readMember(try b(env), name, at: point, ctx) }, type)
    }

    /// Where a member's name starts, for a refusal met reading it.
    func memberPoint(_ node: some SyntaxProtocol) -> SourcePoint {
        let loc = node.startLocation(converter: converter)
        return SourcePoint(line: loc.line, column: loc.column)
    }

    /// Reads `name` of `value` (`Members.get`); a refusal met there (a member this kind of
    /// value lacks here) is reported at the member (`point`) rather than at the statement's
    /// start, unless code the read ran (a getter) already placed it.
    static func readMember(_ value: Value, _ name: String, at point: SourcePoint, _ ctx: RunContext) throws(Interrupt) -> Value {
        do { return try Members.get(value, name) } catch {
            if case .unsupported = error { note(error, at: point, in: ctx) }
            throw error
        }
    }

    /// Calls `method` on `receiver` (`Dispatch.callMethod`); a refusal met there is reported at
    /// the method's name (`point`) unless code the call ran already placed it.
    static func callMethod(_ receiver: inout Value, _ method: String, _ args: [Value], _ ctx: RunContext,
                           at point: SourcePoint) throws(Interrupt) -> Value {
        do { return try Dispatch.callMethod(&receiver, method, args, ctx: ctx) } catch {
            if case .unsupported = error { note(error, at: point, in: ctx) }
            throw error
        }
    }

    /// A property of `base` as an assignable place. `baseIsSelf`: the base is `self`, written
    /// or implied; a type's own initialiser then sets its own stored properties without
    /// calling their observers, as Swift does.
    func memberLValue(_ base: LValue, _ name: String, node: some SyntaxProtocol, mutating: Bool, baseIsSelf: Bool = false) -> LValue {
        var type: TypeRef? = nil
        var observing = !(baseIsSelf && observedProperty == name)
        if case .named(let tn)? = base.type, let t = types[tn] {
            if mutating { checkPropertyWrite(t, name, at: node) }
            if let (owner, i) = storedProperty(name, of: t) {
                type = owner.storedTypes[i]
                // A subclass's initialiser setting an inherited property calls its observers.
                if baseIsSelf, let initializing = initializingType, initializing === owner { observing = false }
                if mutating && !owner.storedMutable[i] && !(initializingType.map { t === $0 || t.isSubclass(of: $0) } ?? false) {
                    reportImmutable(node, "assign-to-let-property", "cannot assign to property", "'\(name)' is a 'let' constant")
                }
            } else if DynamicMemberArgument.dynamicArgument(of: t) != nil, !hasMember(t, name, isStatic: false) {
                error(node, "unsupported", "assignments to dynamic members are not supported yet")
            } else if !hasMember(t, name, isStatic: false) && !t.conformsToAnyProtocol {
                reportMissingMember(t, name, node: node)
            } else if mutating, t.methods["get:" + name] != nil, t.methods["set:" + name] == nil,
                      !t.conformsToAnyProtocol {
                error(node, "get-only-property", "cannot assign to property: '\(name)' is a get-only property")
            }
            // A computed property's declared type types what is assigned to it (`t.x = 7 / 2`
            // divides `Double`s for a `var x: Double { get set }`), as reads of it are typed.
            // A host property's declared type gives an assigned implicit member its base
            // (`item.tintColor = .systemOrange`, `toolbarItems = [.init(image: i)]`).
            if type == nil { type = memberTypes[t.name + "." + name] ?? hostPropertyType(t, name) }
        }
        if type == nil { type = Self.tupleElementType(base.type, name) }
        // A labelled element of a tuple whose type is known without its labels (`var size =
        // (w: 10.0, h: 5.0)`): the element's type is found by its label when it is set.
        var unlabelledTypes: [TypeRef]? = nil
        if type == nil, case .tuple(let ts)? = base.type { unlabelledTypes = ts }
        let get = base.get
        /// A base known to hold a value of a struct or enum is changed without being read
        /// first to see whether it holds an object (which would run its path twice).
        var baseIsValue = false
        if case .named(let tn)? = base.type, let t = types[tn] { baseIsValue = t.kind == .structType || t.kind == .enumType }
        let knownValue = baseIsValue
        let readOnlyBase = base.readOnly
        let modify = base.modify
        /// Runs `body` on the property of the base (an object's changed in place, a value's
        /// through the base's `modify`); `read: false` (a plain assignment) gives it no current
        /// value, so a computed property's getter is not called, as in Swift. `staged`: the
        /// base's staged form with the parts its first phase evaluated; nil: the base's own
        /// access evaluates its path.
        func access(_ env: Env, read: Bool, staged: (StagedPlace, [Value])?,
                    _ body: StagedPlace.Body) throws(Interrupt) -> Value {
                var current = Value.void
                if knownValue {
                } else if let (s, parts) = staged { current = try s.read(env, parts) } else { current = try get(env) }
                // An implicitly unwrapped reference (`@IBOutlet var label: Label!`).
                if case .optional(let inner?) = current {
                    switch inner {
                    case .object, .native: current = inner
                    default: break
                    }
                }
                switch current {
                case .object, .native, .metatype:
                    var me = current
                    var v = read ? try Members.get(current, name) : .void
                    let r = try body(&v)
                    try Members.set(&me, name, v, observing: observing)
                    return r
                default:
                    // `f()?.x = v` with f() nil: nothing more to do, and f() must not run twice.
                    if readOnlyBase, case .optional(nil) = current { return .optional(nil) }
                    func change(_ container: inout Value) throws(Interrupt) -> Value {
                        if case .structValue(var s) = container, let i = s.type.storedIndex[name],
                           s.type.observers[i] == nil || !observing, s.type.weakStored[i] == nil {
                            container = .void
                            defer { container = .structValue(s) }
                            let r = try body(&s.fields[i])
                            // Where the checker could not know the struct (a host property's
                            // value), convert here: `frame.origin.x = 5` stores 5.0.
                            if i < s.type.storedTypes.count, let t = s.type.storedTypes[i] { s.fields[i] = coerce(s.fields[i], to: t) }
                            return r
                        }
                        var v = Value.void
                        if case .structValue = container, !read {} else { v = try Members.get(container, name) }
                        let r = try body(&v)
                        if let unlabelledTypes, case .tuple(_, let labels) = container, let i = labels.firstIndex(of: name),
                           i < unlabelledTypes.count {
                            v = coerce(v, to: unlabelledTypes[i])
                        }
                        try Members.set(&container, name, v)
                        return r
                    }
                    if let (s, parts) = staged { return try s.modify(env, parts, change) }
                    return try modify(env, change)
                }
        }
        var place = LValue(get: { env throws(Interrupt) in try Members.get(try get(env), name) },
                      modify: { env, body throws(Interrupt) in try access(env, read: true, staged: nil, body) },
                      type: type,
                      assign: { env, body throws(Interrupt) in try access(env, read: false, staged: nil, body) })
        if let bs = base.staged {
            place.staged = StagedPlace(count: bs.count, evaluate: bs.evaluate,
                read: { env, parts throws(Interrupt) in try Members.get(try bs.read(env, parts), name) },
                modify: { env, parts, body throws(Interrupt) in try access(env, read: true, staged: (bs, parts), body) },
                assign: { env, parts, body throws(Interrupt) in try access(env, read: false, staged: (bs, parts), body) })
        }
        return place
    }

    /// Reports swiftc's error for a tuple's element that is not there: an index past its last
    /// element (`pair.2`), or a label a labelled tuple type does not have (`size.depth`), when
    /// the tuple's element types are all known. Whether it spoke.
    private func reportMissingTupleMember(_ tuple: TypeRef?, _ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let tuple, Self.isFullyKnown(tuple) else { return false }
        switch tuple {
        case .tuple(let ts):
            guard let i = Int(name), i >= ts.count else { return false }
        case .labeledTuple(let ts, let labels):
            if let i = Int(name) { guard i >= ts.count else { return false } } else if labels.contains(name) { return false }
        default:
            return false
        }
        error(node, "no-member", "value of tuple type '\(tuple)' has no member '\(name)'")
        return true
    }

    /// The type of a tuple's element named `name` (`size.w`, `pair.0`), when the tuple's type is known.
    static func tupleElementType(_ tuple: TypeRef?, _ name: String) -> TypeRef? {
        switch tuple {
        case .tuple(let ts)?:
            guard let i = Int(name), ts.indices.contains(i) else { return nil }
            return ts[i]
        case .labeledTuple(let ts, let labels)?:
            if let i = Int(name), ts.indices.contains(i) { return ts[i] }
            guard let i = labels.firstIndex(of: name), ts.indices.contains(i) else { return nil }
            return ts[i]
        default:
            return nil
        }
    }

    /// The type along `t` and its superclasses that declares the stored property `name`, with
    /// the property's position among that type's own stored properties (`storedTypes`,
    /// `storedMutable`): a subclass's inherited `var width: Double` is typed as its class wrote it.
    func storedProperty(_ name: String, of t: TypeDecl) -> (owner: TypeDecl, own: Int)? {
        t.firstAlongSuperclasses { d in
            guard let i = d.storedIndex[name], i - d.fieldBase >= 0, i - d.fieldBase < d.storedTypes.count else { return nil }
            return (d, i - d.fieldBase)
        }
    }

    func staticMember(_ t: TypeDecl, _ name: String, node: some SyntaxProtocol) -> Compiled {
        if let i = t.caseNames.firstIndex(of: name) {
            if i < t.caseLabels.count, !t.caseLabels[i].isEmpty { return enumCaseFunction(t, caseIndex: i) }
            return Compiled({ _ throws(Interrupt) in .enumValue(t, caseIndex: i, payload: []) }, .named(t.name))
        }
        if name == "self" { return Compiled({ _ throws(Interrupt) in .metatype(t) }) }
        if name == "allCases" {
            let n = t.caseNames.count
            return Compiled({ _ throws(Interrupt) in
                .array((0..<n).map { .enumValue(t, caseIndex: $0, payload: []) })
            }, .array(.named(t.name)))
        }
        if let h = t.host, let s = h.staticMembers[name] {
            return Compiled({ _ throws(Interrupt) in try s() })
        }
        if !hasMember(t, name, isStatic: true) {
            if allMethodNames(t).contains(where: { !$0.hasPrefix("get:") && !$0.hasPrefix("set:") && baseName($0) == name }) {
                // `let f = Animal.makeSound`, a method reached through its type (then `f(dog)()`).
                error(node, "unsupported", "an instance method reached through its type ('\(t.name).\(name)') is not supported yet: call it on a value")
            } else {
                error(node, "no-member", "type '\(t.name)' has no member '\(name)'")
            }
        }
        let type = staticMemberType(t, name)
        if let read = staticRequirementThroughSelf(t, name, type: type, node: node) { return read }
        return Compiled({ _ throws(Interrupt) in try staticGet(t, name) }, type)
    }

    /// The declared (or obvious) type of a static member, looked up along `t`'s conformances.
    func staticMemberType(_ t: TypeDecl, _ name: String) -> TypeRef? {
        t.firstAlongConformances { memberTypes[$0.name + ".static." + name] }
    }

    /// A static stored property as a place, typed as declared so that a value assigned to it
    /// takes its type (`C.scale = 3` in a `static var scale: Double` stores `3.0`).
    /// `implicitSelf`: the property is named alone (`volume = 0`); inside its own `willSet` or
    /// `didSet`, so set, it calls them no more, as Swift does (`Settings.volume = 0` does).
    func staticLValue(_ t: TypeDecl, _ name: String, implicitSelf: Bool = false) -> LValue {
        let observing = !(implicitSelf && observedProperty == name)
        return LValue(get: { _ throws(Interrupt) in try staticGet(t, name) },
            modify: { _, body throws(Interrupt) in
                var v = try staticGet(t, name)
                let r = try body(&v)
                try t.setStatic(name, v, observing: observing)
                return r
            }, type: staticMemberType(t, name)).unevaluatedRoot()
    }

    /// The type a host class declares for its property `name` (`propertyTypes`), looked up
    /// from `t` through its superclasses (a script subclass of `UIViewController` reads
    /// `traitCollection` as `UITraitCollection`).
    func hostPropertyType(_ t: TypeDecl, _ name: String) -> TypeRef? {
        t.firstAlongSuperclasses { $0.host?.propertyTypes[name] }.map(Self.declaredType)
    }

    /// The type an array or dictionary literal of type names spells (`[Petition]`,
    /// `[String: [Int]]`) where `.self` follows it; nil for anything else.
    func collectionTypeSpelled(_ e: ExprSyntax) -> TypeRef? {
        if let t = staticTypeOf(e) { return .named(t.name) }
        if let r = e.as(DeclReferenceExprSyntax.self), TypeArguments.standardNames.contains(r.baseName.text),
           resolve(r.baseName.text) == nil {
            return .named(r.baseName.text)
        }
        if let a = e.as(ArrayExprSyntax.self), a.elements.count == 1, let first = a.elements.first,
           let element = collectionTypeSpelled(first.expression) {
            return .array(element)
        }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let pairs) = d.content, pairs.count == 1,
           let pair = pairs.first, let k = collectionTypeSpelled(pair.key), let v = collectionTypeSpelled(pair.value) {
            return .dictionary(k, v)
        }
        return nil
    }

    /// A host's declared property type: a type name, `[Name]` or either with `?`.
    static func declaredType(_ spelled: String) -> TypeRef {
        if spelled.hasSuffix("?") { return .optional(declaredType(String(spelled.dropLast()))) }
        if spelled.hasPrefix("["), spelled.hasSuffix("]") { return .array(declaredType(String(spelled.dropFirst().dropLast()))) }
        return .named(spelled)
    }
}

extension TypeDecl {
    /// Protocol types accept any member the checker cannot see (requirements are checked loosely).
    var conformsToAnyProtocol: Bool { kind == .protocolType }
}

func staticGet(_ t: TypeDecl, _ name: String) throws(Interrupt) -> Value {
    let found = try t.firstAlongConformances { d throws(Interrupt) -> Value? in
        if let v = d.staticValues[name] { return v }
        if let l = d.staticLazy[name] {
            let v = try l(Env(size: 1, parent: nil))
            d.staticValues[name] = v
            return v
        }
        if let g = d.staticMethods["get:" + name] { var me = Value.metatype(t); return try g.invoke([], &me) }
        if let m = d.staticMethods.first(where: { baseName($0.key) == name })?.value { return .function(m) }
        return nil
    }
    if let found { return found }
    throw .unsupported("the member '\(name)' of type '\(t.name)' is not supported yet")
}

extension Compiler {
    /// swiftc's error for a member `t` lacks; for a Foundation type the prelude declares only
    /// in part (`NumberFormatter`'s `maximumFractionDigits`), the member is not supported instead.
    func reportMissingMember(_ t: TypeDecl, _ name: String, node: some SyntaxProtocol) {
        if preludeTypes.contains(ObjectIdentifier(t)), FoundationPrelude.partlyDeclared.contains(t.name) {
            error(node, "unsupported", "the member '\(name)' of '\(t.name)' is not supported yet")
        } else {
            error(node, "no-member", "value of type '\(t.name)' has no member '\(name)'")
        }
    }
}
