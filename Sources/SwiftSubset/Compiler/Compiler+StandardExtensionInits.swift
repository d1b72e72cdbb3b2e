import SwiftSyntax

/// Initialisers a program adds to standard types in extensions (`extension String {
/// init(padded v: Int) … }`, `extension Double { init(percent: Int) … }`), called by their
/// labels: `String(padded: 5)` runs the program's initialiser, not a standard one with the label
/// dropped.
extension Compiler {
    /// The standard initialisers whose labels a program's own must not take over.
    private static let standardInitializerNames: Set<String> = [
        "init()", "init(_:)", "init(repeating:count:)", "init(describing:)", "init(reflecting:)", "init(format:)",
        "init(exactly:)", "init(contentsOf:)", "init(decoding:as:)", "init(data:encoding:)", "init(_:radix:)",
        "init(arrayLiteral:)", "init(uniqueKeysWithValues:)", "init(grouping:by:)", "init(truncatingIfNeeded:)",
        "init(clamping:)", "init(bitPattern:)", "init(cString:)", "init(unicodeScalarLiteral:)",
    ]

    /// A call `typeName(args)` of an initialiser that a program's extension of the standard type
    /// `typeName` declares, with labels no standard initialiser has or with arguments of the
    /// program's own types; nil when none fits.
    func standardExtensionInit(_ typeName: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        guard let t = builtinExtensions[typeName] else { return nil }
        let labels = args.map(\.label)
        var found: ArgumentFit?
        for key in t.initializers.keys.sorted() {
            guard let ref = methodRefs[typeName + "." + key],
                  let mapping = ref.match(labels) ?? ref.matchTrailingClosure(args) else { continue }
            // With a standard initialiser's labels (`extension Double { init(_ f: Fraction) }`),
            // only where every argument is of the program's parameter type.
            if Self.standardInitializerNames.contains(key), !argumentsHaveProgramTypes(args, ref.paramTypes, of: typeName) {
                if let chosen = initChosenByArgumentValues(typeName, key, ref, args, node: node) { return chosen }
                continue
            }
            found = ArgumentFit(full: key, ref: ref, mapping: mapping)
        }
        guard let fit = found else { return nil }
        return programInitCall(t, fit, args)
    }

    /// The program's initialiser `fit` of the standard type `t`.
    private func programInitCall(_ t: TypeDecl, _ fit: ArgumentFit, _ args: [CallArg]) -> Compiled {
        let typeName = t.name
        let argsRun = fittedArgRunner(args, fit: fit, types: fit.ref.paramTypes)
        let failable = t.failableInits.contains(fit.full)
        let ctx = self.ctx
        let full = fit.full
        return Compiled({ env throws(Interrupt) in
            var made: Value = .void
            let result = try Construction.runInitReturning(t, full, try argsRun(env), on: &made, ctx: ctx)
            guard failable else { return made }
            if case .optional(nil) = result { return .optional(nil) }
            return .optional(made)
        }, failable ? .optional(.named(typeName)) : .named(typeName))
    }

    /// Whether every argument's static type is the program's own type its parameter names, or
    /// a Character given to a number type's initialiser (no standard one takes one:
    /// `extension Int { init(_ c: Character) }`).
    private func argumentsHaveProgramTypes(_ args: [CallArg], _ parameters: [TypeRef?], of typeName: String) -> Bool {
        guard !args.isEmpty, args.count == parameters.count else { return false }
        let numberType = ["Int", "Double", "Float"].contains(typeName) || IntKind(name: typeName) != nil
        return zip(args, parameters).allSatisfy { arg, parameter in
            guard case .named(let n)? = parameter else { return false }
            let programType = types[n].map { $0.host == nil && [.structType, .classType, .enumType].contains($0.kind) } ?? false
            guard programType || (numberType && n == "Character") else { return false }
            return quietType(arg.syntax)?.description == n
        }
    }

    /// `Double($0)` where the program declares `extension Double { init(_ f: Fraction) }` and
    /// the argument's static type is not known: the program's initialiser when the argument's
    /// value is a `Fraction` (no standard initialiser takes one), the standard one otherwise.
    /// Only for one argument that evaluates without calls, so reading it to choose changes
    /// nothing.
    private func initChosenByArgumentValues(_ typeName: String, _ key: String, _ ref: FunctionRef, _ args: [CallArg],
                                            node: some SyntaxProtocol) -> Compiled? {
        guard args.count == 1, ref.paramTypes.count == 1, case .named(let n)? = ref.paramTypes[0],
              let parameterType = types[n], parameterType.host == nil, quietType(args[0].syntax) == nil,
              Self.evaluatesWithoutCalls(args[0].syntax), let t = builtinExtensions[typeName],
              let mapping = ref.match(args.map(\.label)),
              let standard = builtinCall(typeName, args, node: node, expected: nil)?.run else { return nil }
        let program = programInitCall(t, ArgumentFit(full: key, ref: ref, mapping: mapping), args).run
        let argument = expr(args[0].syntax).run
        return Compiled { env throws(Interrupt) in
            let value = try argument(env)
            let isParameterType: Bool
            switch value {
            case .structValue(let s): isParameterType = s.type === parameterType
            case .enumValue(let e, _, _): isParameterType = e === parameterType
            case .object(let o): isParameterType = o.type.isSubclass(of: parameterType)
            default: isParameterType = false
            }
            return try (isParameterType ? program : standard)(env)
        }
    }
}
