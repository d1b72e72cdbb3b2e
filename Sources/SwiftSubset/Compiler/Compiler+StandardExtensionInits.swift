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
    /// `typeName` declares, with labels no standard initialiser has; nil when none fits.
    func standardExtensionInit(_ typeName: String, _ args: [CallArg]) -> Compiled? {
        guard let t = builtinExtensions[typeName] else { return nil }
        let labels = args.map(\.label)
        var found: ArgumentFit?
        for key in t.initializers.keys.sorted() where !Self.standardInitializerNames.contains(key) {
            guard let ref = methodRefs[typeName + "." + key],
                  let mapping = ref.match(labels) ?? ref.matchTrailingClosure(args) else { continue }
            found = ArgumentFit(full: key, ref: ref, mapping: mapping)
        }
        guard let fit = found else { return nil }
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
}
