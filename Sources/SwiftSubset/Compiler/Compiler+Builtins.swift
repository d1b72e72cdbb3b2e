import SwiftSyntax

extension Compiler {
    func installBuiltinTypes() {}

    /// Free functions of the standard library: print, min, max, abs, conversions, traps.
    func builtinCall(_ name: String, _ args: [CallArg], node: some SyntaxProtocol, expected: TypeRef?) -> Compiled? {
        if convertsFloatToInteger(name, args) { return floatToInteger(name, args[0]) }
        return builtinCallBody(name, args, node: node, expected: expected)
    }

    /// `String(format:)`'s text of `values`, an `%@` value described as `print` writes it.
    private static func formatted(_ format: String, _ values: [Value], _ f: ValueFormatter, _ ctx: RunContext) throws(Interrupt) -> Value {
        .string(try StringFormat.format(format, values) { value throws(Interrupt) in
            try describeValue(value, formatter: f, ctx: ctx)
        })
    }

    private func builtinCallBody(_ name: String, _ args: [CallArg], node: some SyntaxProtocol, expected: TypeRef?) -> Compiled? {
        let ctx = self.ctx
        let f = formatter
        let labels = args.map(\.label)
        switch name {
        case "print", "debugPrint":
            return printCall(debug: name == "debugPrint", args)
        case "dump":
            return dumpCall(args, node: node)
        case "isKnownUniquelyReferenced":
            // Swift answers from the object's reference count. The interpreter's struct copies
            // share one storage until written (so `var b = a` adds no count to the object a
            // struct holds) and its own temporaries add counts: its count is not Swift's.
            error(node, "unsupported", "'isKnownUniquelyReferenced' is not supported yet")
            return Compiled { _ throws(Interrupt) in .bool(false) }
        case "fatalError", "preconditionFailure", "assertionFailure":
            let msg = args.first.map { expr($0.syntax).run }
            return Compiled { env throws(Interrupt) in
                var text = ""
                if let msg, case .string(let m) = try msg(env) { text = m }
                throw .fatal("Fatal error" + (text.isEmpty ? "" : ": \(text)"))
            }
        case "assert", "precondition":
            guard let first = args.first else { return nil }
            let c = condition(first.syntax)
            let msg = args.dropFirst().first.map { expr($0.syntax).run }
            let kind = name == "assert" ? "Assertion failed" : "Precondition failed"
            return Compiled { env throws(Interrupt) in
                if try c(env) { return .void }
                var text = ""
                if let msg, case .string(let m) = try msg(env) { text = m }
                throw .fatal("\(kind)" + (text.isEmpty ? "" : ": \(text)"))
            }
        default: break
        }
        if name == "type", labels == ["of"] { return typeOf(args[0].syntax) }
        if labels.allSatisfy({ $0 == nil }), let math = mathFunction(name, args, node: node) { return math }
        // `min(1, 2.5)` is `1.0`: the arguments share the type `T`.
        var shared: TypeRef? = nil
        if name == "min" || name == "max", args.count >= 2, labels.allSatisfy({ $0 == nil }) {
            shared = sharedLiteralType(of: args.map(\.syntax), at: args[0].syntax)
        }
        if name == "UnicodeScalar", labels == [nil], let scalar = requiredScalar(of: args[0].syntax, around: node, expected: expected) {
            return scalar
        }
        if let decoded = utf8Decoding(name, args) { return decoded }
        var argumentTypes = Array(repeating: shared, count: args.count)
        let grouped = groupingElement(name, args)
        if let grouped { argumentTypes[1] = .function(FunctionTypeRef(parameters: [.init(type: grouped)], result: .any)) }
        let compiled = compiledArgs(args, types: argumentTypes)
        let runners = compiled.map(\.run)
        // `Int("12")` parses: its result is optional (`type(of:)` prints `Optional<Int>`).
        let parsesText: Bool
        switch compiled.first?.type {
        case .named("String")?, .named("Substring")?: parsesText = labels == [nil]
        default: parsesText = false
        }
        // `Int(c)` of a Character: no standard initialiser takes one (the program's own
        // `extension Int { init(_ c: Character) }` was chosen before this).
        if ["Int", "Double", "Float"].contains(name) || IntKind(name: name) != nil, labels == [nil],
           case .named("Character")? = compiled.first?.type {
            error(node, "no-matching-init", "no exact matches in call to initializer ")
            return Compiled { _ throws(Interrupt) in .void }
        }
        // `Double(n)` of a number is certainly a Double (`Int(x)` an Int): the checker may use it.
        let convertsNumber = labels == [nil] && Self.isCertainNumber(compiled.first?.type)
        // `Int(textField.text)`: swiftc wants the optional unwrapped first (it ran, printing `Optional("42")`).
        if ["Int", "Double", "Float"].contains(name), labels == [nil], case .optional(let inner)? = compiled.first?.type,
           case .named(let wrapped) = inner, ["String", "Substring", "Int", "Double", "Float"].contains(wrapped) {
            // swiftc points at the part that made it optional: a member's name, a subscript's `[`.
            let argument = args[0].syntax
            let place = argument.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
                ?? argument.as(SubscriptCallExprSyntax.self).map { Syntax($0.leftSquare) } ?? Syntax(argument)
            error(place, "optional-not-unwrapped",
                  "value of optional type '\(wrapped)?' must be unwrapped to a value of type '\(wrapped)'")
            return Compiled { _ throws(Interrupt) in .void }
        }
        func make(_ type: TypeRef?, _ body: @escaping ([Value]) throws(Interrupt) -> Value) -> Compiled {
            Compiled({ env throws(Interrupt) in
                var vals: [Value] = []
                for r in runners { vals.append(try r(env)) }
                return try body(vals)
            }, type)
        }
        if let kind = IntKind(name: name), labels == [nil], checkLiteralFits(args[0].syntax, kind) == false {
            return Compiled { _ throws(Interrupt) in .void }
        }
        if let fixed = fixedIntCall(name, labels, runners, node: node) { return fixed }
        let compiledIsFloat = Self.isFloat(compiled.first?.type)
        switch (name, labels.count) {
        case ("min", 2...), ("max", 2...):
            return make(shared ?? sameCertainType(compiled, expected: expected), Self.minOrMax(wantMax: name == "max"))
        case ("abs", 1):
            // `abs(x)` has `x`'s type (`var a = abs(-2.5); a = 4` stores `4.0`).
            return make(sameCertainType(compiled, expected: expected)) { v throws(Interrupt) in try Self.absoluteValue(v[0]) }
        case ("String", 1...) where labels[0] == "format" && labels.dropFirst().allSatisfy({ $0 == nil }):
            guard ctx.importsFoundation else {
                error(node, "needs-foundation", "String(format:) comes from Foundation: add 'import Foundation' at the top")
                return nil
            }
            // A Float argument is passed to the C formatter as its exact value widened to a
            // Double (`%.2f` of the Float 1.115 is `1.12`), not as the digits it is held by.
            let floatArguments = compiled.map { Self.isFloat($0.type) }
            return make(.named("String")) { v throws(Interrupt) in
                guard case .string(let format) = v[0] else { throw .unsupported("String(format:) takes a format string first") }
                let values = zip(v, floatArguments).dropFirst().map { value, isFloat -> Value in
                    if isFloat, case .double(let d) = value { return .double(FloatDigits.widened(d)) }
                    return value
                }
                return try Self.formatted(format, values, f, ctx)
            }
        case ("String", 2) where labels == ["format", "arguments"]:
            // `String(format: f, arguments: [x, y])`: the array's elements are the values to format.
            guard ctx.importsFoundation else {
                error(node, "needs-foundation", "String(format:arguments:) comes from Foundation: add 'import Foundation' at the top")
                return nil
            }
            return make(.named("String")) { v throws(Interrupt) in
                guard case .string(let format) = v[0], case .array(let values) = v[1] else {
                    throw .unsupported("String(format:arguments:) takes a format string and an array")
                }
                return try Self.formatted(format, values, f, ctx)
            }
        case ("String", 1...) where labels[0] == "contentsOf":
            error(node, "sandbox", FoundationHost.sandboxRefusal("String(contentsOf:)"))
            return nil
        case ("String", 2) where labels == ["decoding", "as"] || labels == ["data", "encoding"]:
            guard ctx.importsFoundation || labels[0] == "decoding" else {
                error(node, "needs-foundation", "String(data:encoding:) comes from Foundation: add 'import Foundation' at the top")
                return nil
            }
            let optional = labels[0] == "data"
            // `String(decoding: bytes, as: UTF8.self)` of a `[UInt8]`.
            let utf8 = args[1].syntax.trimmedText == "UTF8.self"
            return make(optional ? .optional(.named("String")) : .named("String")) { v throws(Interrupt) in
                if !optional, utf8, case .array(let items) = v[0] {
                    var bytes: [UInt8] = []
                    for item in items {
                        guard case .fixed(let b) = item, b.kind == .uint8 else {
                            throw .unsupported("'String(decoding:as:)' of an array other than '[UInt8]' is not supported yet")
                        }
                        bytes.append(UInt8(truncatingIfNeeded: b.bits))
                    }
                    return .string(String(decoding: bytes, as: UTF8.self))
                }
                guard let data = FoundationHost.object(v[0], as: DataBox.self) else {
                    throw .unsupported("'String(\(labels[0] ?? ""):\(labels[1] ?? ""):)' of a value other than 'Data' or '[UInt8]' in UTF-8 is not supported yet")
                }
                let text = String(decoding: data.data, as: UTF8.self)
                return optional ? .optional(String(data: data.data, encoding: .utf8).map { .string($0) }) : .string(text)
            }
        case ("String", 0):
            return make(.named("String")) { _ throws(Interrupt) in .string("") }
        // `Double()`, `Int()`, `Bool()`: zero and false (a Float or CGFloat held as a Double).
        case ("Int", 0): return make(.named("Int")) { _ throws(Interrupt) in .int(0) }
        case ("Double", 0), ("Float", 0), ("CGFloat", 0): return make(.named(name)) { _ throws(Interrupt) in .double(0) }
        case ("Bool", 0): return make(.named("Bool")) { _ throws(Interrupt) in .bool(false) }
        case ("String", 1) where labels == ["describing"] || labels == ["reflecting"]:
            let debug = labels == ["reflecting"]
            refuseDescribing(compiled[0], at: args[0].syntax, debug: debug)
            if !debug, stringEncodingView(Syntax(args[0].syntax)) != nil {
                return describedAsSwiftWritesIt(compiled[0], at: args[0].syntax)
            }
            return make(.named("String")) { v throws(Interrupt) in
                // swiftc: `String(describing:)` of a NaN drops its sign (`nan`), as `description` does.
                if !debug, case .double(let d) = v[0], d.isNaN { return .string(d.description) }
                return .string(try describeValue(v[0], formatter: f, ctx: ctx, debug: debug))
            }
        case ("String", 1):
            if labels == ["repeating", "count"] { break }
            return make(.named("String"), Compiler.conversion("String", formatter: f, ctx: ctx)!)
        case ("String", 2) where labels == ["repeating", "count"]:
            return make(.named("String")) { v throws(Interrupt) in
                guard case .int(let n) = v[1], n >= 0 else { throw .fatal("Fatal error: Negative count not allowed") }
                try ctx.allocate(n)
                let unit: Int
                switch v[0] {
                case .string(let s): unit = s.utf8.count
                case .character(let c): unit = c.utf8.count
                default: unit = 0
                }
                let (bytes, overflow) = unit.multipliedReportingOverflow(by: n)
                try ctx.charge(bytes: overflow ? Int.max : bytes)
                switch v[0] {
                case .string(let s): return .string(String(repeating: s, count: n))
                case .character(let c): return .string(String(repeating: c, count: n))
                default: return .string("")
                }
            }
        case ("Int", 1) where labels == ["exactly"]:
            return make(.optional(.named("Int"))) { v throws(Interrupt) in
                switch v[0] {
                case .int: return .optional(v[0])
                case .fixed(let x): return .optional(x.asInt.map { .int($0) })
                case .double(let d): return .optional(Int(exactly: d).map { .int($0) })
                default: throw .unsupported("'Int(exactly:)' on a value of this kind is not supported yet")
                }
            }
        case ("Int", 1) where labels != [nil]:
            error(node, "unsupported", "'Int(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        case ("Int", 1):
            return make(parsesText ? .optional(.named("Int")) : convertsNumber ? .named("Int") : nil, Compiler.conversion("Int", formatter: f, ctx: ctx)!)
        case ("Double", 1) where labels == [nil] && { if case .named("Float")? = compiled.first?.type { true } else { false } }():
            // A Float's exact value, not the digits it is held with (`FloatDigits`).
            return make(.named("Double")) { v throws(Interrupt) in
                guard case .double(let d) = v[0] else { return v[0] }
                return .double(FloatDigits.widened(d))
            }
        case ("Double", 1) where labels == ["exactly"] && compiledIsFloat:
            // Every Float but NaN is exactly a Double: its exact value (`FloatDigits.widened`).
            return make(.optional(.named("Double"))) { v throws(Interrupt) in
                let d = Self.dbl(v[0])
                return d.isNaN ? .optional(nil) : .optional(.double(FloatDigits.widened(d)))
            }
        case ("Double", 1) where labels == ["exactly"]:
            return make(.optional(.named("Double"))) { v throws(Interrupt) in
                switch v[0] {
                case .int(let i): return .optional(Double(exactly: i).map { .double($0) })
                case .fixed(let x):
                    guard let n = x.asInt else { throw .unsupported("'Double(exactly:)' of an integer beyond Int is not supported yet") }
                    return .optional(Double(exactly: n).map { .double($0) })
                // NaN is no number exactly (`Double(exactly: .nan)` is nil).
                case .double(let d): return d.isNaN ? .optional(nil) : .optional(v[0])
                default: throw .unsupported("'Double(exactly:)' on a value of this kind is not supported yet")
                }
            }
        case ("Double", 1) where labels != [nil]:
            error(node, "unsupported", "'Double(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        case ("Double", 1):
            return make(parsesText ? .optional(.named("Double")) : convertsNumber ? .named("Double") : nil, Compiler.conversion("Double", formatter: f, ctx: ctx)!)
        case ("Float", 1) where labels == ["exactly"]:
            return make(.optional(.named("Float"))) { v throws(Interrupt) in
                let exact: Float?
                switch v[0] {
                case .int(let i): exact = Float(exactly: i)
                // A Float argument is held by its digits, which name the Float itself.
                case .double(let d): exact = compiledIsFloat && !d.isNaN ? Float(d) : Float(exactly: d)
                default: throw .unsupported("'Float(exactly:)' on a value of this kind is not supported yet")
                }
                guard let exact else { return .optional(nil) }
                return .optional(try FloatDigits.held(exact))
            }
        case ("Float", 1) where labels != [nil]:
            error(node, "unsupported", "'Float(\(labels.map { ($0 ?? "_") + ":" }.joined()))' is not supported yet")
            return Compiled { _ throws(Interrupt) in .void }
        case ("Float", 1):
            // Float values are Doubles in the subset (as `UIProgressView.progress` gives them):
            // the conversion keeps the digits Swift prints for the Float (`Float(1.0/3)` prints
            // 0.33333334), so printing the result agrees with swiftc (`FloatDigits`).
            return make(.named("Float")) { v throws(Interrupt) in
                let d: Double
                switch v[0] {
                case .int(let i): d = Double(i)
                case .double(let x): d = x
                default: throw .unsupported("'Float(_:)' of a value of this kind is not supported yet")
                }
                guard let held = FloatDigits.held(rounding: d) else { throw .unsupported(FloatDigits.refusal) }
                return .double(held)
            }
        case ("CGFloat", 1):
            return make(.named("Double")) { v throws(Interrupt) in
                if case .int(let i) = v[0] { return .double(Double(i)) }
                return v[0]
            }
        case ("Bool", 1) where labels == [nil]:
            return make(nil) { v throws(Interrupt) in
                switch v[0] {
                case .bool: return v[0]
                case .string(let s): return .optional(Bool(s).map { .bool($0) })
                default: throw .unsupported("'Bool(_:)' on a value of this kind is not supported yet")
                }
            }
        case ("Character", 1):
            return make(.named("Character"), Compiler.conversion("Character", formatter: f, ctx: ctx)!)
        case ("ObjectIdentifier", 1) where labels == [nil]:
            return make(.named(ObjectIdentifiers.typeName)) { v throws(Interrupt) in try ObjectIdentifiers.identifier(of: v[0]) }
        case ("Array", 1):
            return make(collectionInitializerType("Array", repeating: false, compiled, expected: expected)) { v throws(Interrupt) in
                .array(try Sequences.elements(v[0]))
            }
        case ("Array", 2), ("Array<>", 2):
            let type = labels == ["repeating", "count"] ? collectionInitializerType("Array", repeating: true, compiled, expected: expected) : nil
            return make(type) { v throws(Interrupt) in
                guard case .int(let n) = v[1], n >= 0 else { throw .fatal("Fatal error: Can't construct Array with count < 0") }
                try ctx.allocate(n)
                let (bytes, overflow) = n.multipliedReportingOverflow(by: RunContext.valueBytes)
                try ctx.charge(bytes: overflow ? Int.max : bytes)
                return .array(Array(repeating: v[0], count: n))
            }
        case ("Set", 0):
            return make(nil) { _ throws(Interrupt) in .set(OrderedDict()) }
        case ("Optional", 1) where labels == [nil]:
            // `Optional(x)`: the value wrapped once, whatever it holds.
            return make(compiled[0].type.map { .optional($0) }) { v throws(Interrupt) in .optional(v[0]) }
        case ("Set", 1...) where labels[0] == "arrayLiteral" && labels.dropFirst().allSatisfy({ $0 == nil }):
            // `Set(arrayLiteral: a, b)`: the elements as listed (repeats kept once).
            return make(nil) { v throws(Interrupt) in Sequences.rebuildSet(v) }
        case ("Set", 1):
            return make(collectionInitializerType("Set", repeating: false, compiled, expected: expected)) { v throws(Interrupt) in
                Sequences.rebuildSet(try Sequences.elements(v[0]))
            }
        case ("Dictionary", 2) where labels == ["grouping", "by"] || labels == ["grouping", nil]:
            // Keyed by what the closure gives, each element's group an array of elements.
            let keyType = grouped.flatMap { closureResultType(args[1].syntax, parameters: [$0]) }.flatMap(certainElementType)
            let groupsType = grouped.flatMap { element in keyType.map { TypeRef.dictionary($0, .array(element)) } }
            return make(expected == nil ? groupsType : nil) { v throws(Interrupt) in
                var groups = OrderedDict()
                for element in try Sequences.elements(v[0]) {
                    let key = try Sequences.call(v[1], [element])
                    var members: [Value] = []
                    if case .array(let earlier)? = groups.lookup(key) { members = earlier }
                    members.append(element)
                    groups.set(key, .array(members))
                }
                return .dictionary(groups)
            }
        case ("Dictionary", 1) where labels == ["uniqueKeysWithValues"]:
            return make(pairsDictionaryType(compiled[0].type, expected: expected)) { v throws(Interrupt) in
                var pairs = OrderedDict()
                for element in try Sequences.elements(v[0]) {
                    guard case .tuple(let kv, _) = element, kv.count == 2 else {
                        throw .unsupported("this argument of 'Dictionary(uniqueKeysWithValues:)' is not supported yet")
                    }
                    // swiftc: "Fatal error: Duplicate values for key: '1'"
                    if pairs.lookup(kv[0]) != nil {
                        throw .fatal("Fatal error: Duplicate values for key: '\(f.describe(kv[0]))'")
                    }
                    pairs.set(kv[0], kv[1])
                }
                return .dictionary(pairs)
            }
        case ("Dictionary", 2) where labels == [nil, "uniquingKeysWith"] || labels == [nil, nil] && args[1].isTrailing:
            // Each pair in order; a key met again keeps what the closure makes of the value
            // held and the new one (called as Swift calls it, old value first).
            return make(pairsDictionaryType(compiled[0].type, expected: expected)) { v throws(Interrupt) in
                var pairs = OrderedDict()
                try DictionaryMethods.merge(into: &pairs, pairs: v[0], combining: v[1], ctx: nil,
                                            refusal: "this argument of 'Dictionary(_:uniquingKeysWith:)' is not supported yet")
                return .dictionary(pairs)
            }
        case ("stride", 3):
            // Floats among the bounds make the values Floats, computed in single precision.
            let single = compiled.contains { Self.isFloat($0.type) }
            return make(nil) { v throws(Interrupt) in
                if let fixed = try FixedIntStride.make(v, through: labels[1] == "through", ctx: ctx) { return fixed }
                guard case .int(let from) = v[0], case .int(let to) = v[1], case .int(let by) = v[2], by != 0 else {
                    // Swift gives the three one type: a Double among them makes the integer
                    // literals Doubles too (`stride(from: 0, to: 1, by: 0.25)`).
                    if single || v.contains(where: { if case .double = $0 { true } else { false } }) {
                        let through = labels[1] == "through"
                        if single {
                            return try FloatingStride.values(Float(Self.dbl(v[0])), Float(Self.dbl(v[1])), Float(Self.dbl(v[2])),
                                                             through: through, ctx: ctx, hold: FloatDigits.held)
                        }
                        return try FloatingStride.values(Self.dbl(v[0]), Self.dbl(v[1]), Self.dbl(v[2]), through: through, ctx: ctx) {
                            (x: Double) throws(Interrupt) -> Value in .double(x)
                        }
                    }
                    throw .fatal("Fatal error: Stride size must not be zero")
                }
                let through = labels[1] == "through"
                // By one, a stride is a range, which a loop walks without making an array.
                if by == 1 { return through ? .range(from, to, closed: true) : .range(from, to, closed: false) }
                let count = Arithmetic.strideCount(from: from, to: to, by: by, through: through)
                try ctx.allocate(count)
                return .array((0..<count).map { .int(from &+ $0 &* by) })
            }
        case ("zip", 2):
            return make(nil) { v throws(Interrupt) in
                // Ranges are charged before they are made into arrays.
                var rangeBytes = 0
                for case .range(let lo, let hi, _) in v {
                    let (span, overflow) = hi.subtractingReportingOverflow(lo)
                    let tooBig = overflow || span > Int.max / 4 / RunContext.valueBytes
                    rangeBytes &+= tooBig ? Int.max / 2 : max(span, 0) * RunContext.valueBytes
                }
                try ctx.charge(bytes: rangeBytes)
                let (first, second) = try zippedElements(v[0], v[1])
                // Each pair is a tuple holding an array of two values.
                try ctx.charge(bytes: min(first.count, second.count) &* RunContext.valueBytes &* 4)
                return .array(zip(first, second).map { .tuple([$0, $1], labels: [nil, nil]) })
            }
        case ("swap", 2):
            return swapCall(args, node: node)
        case ("repeatElement", 2):
            return repeatElementCall(args, node: node)
        default: break
        }
        if let hf = hostFunction(fullName(name, args)) { return make(nil) { v throws(Interrupt) in try hf(v) } }
        return nil
    }

    static func dbl(_ v: Value) -> Double {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return 0
        }
    }
}

extension Compiler {
    /// `String(decoding: bytes, as: UTF8.self)` of an array of `UInt8` (or `Data`): the text, an
    /// ill-formed sequence replaced as Swift replaces it. Nil for other calls.
    func utf8Decoding(_ name: String, _ args: [CallArg]) -> Compiled? {
        guard name == "String", args.map(\.label) == ["decoding", "as"], resolve("UTF8") == nil, types["UTF8"] == nil,
              let m = args[1].syntax.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
              m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UTF8" else { return nil }
        let bytes = expr(args[0].syntax, expected: .array(.named("UInt8"))).run
        return Compiled({ env throws(Interrupt) in
            let v = try bytes(env)
            if let data = FoundationHost.object(v, as: DataBox.self) { return .string(String(decoding: data.data, as: UTF8.self)) }
            guard case .array(let elements) = v else { throw .unsupported("'String(decoding:as:)' of a value of this kind is not supported yet") }
            var units: [UInt8] = []
            for e in elements {
                guard case .fixed(let x) = e, x.kind == .uint8 else {
                    throw .unsupported("'String(decoding:as:)' of elements of this kind is not supported yet")
                }
                units.append(UInt8(x.bits))
            }
            return .string(String(decoding: units, as: UTF8.self))
        }, .named("String"))
    }
}
