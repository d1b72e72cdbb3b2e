/// `Int(f)` or `Int8(f)` of a `Float`: the interpreter holds a Float as a Double, so the
/// conversion's trap named a Double; Swift's names the Float ("Fatal error: Float value cannot
/// be converted to Int8 because the result would be greater than Int8.max", swiftc 6 here).
/// Only the conversion's own trap is renamed: one met evaluating the argument keeps its words.
/// The value converted is the Float's exact value (`FloatDigits.widened`).
extension Compiler {
    /// Whether `name(args)` converts a value of static type `Float` to an integer type.
    func convertsFloatToInteger(_ name: String, _ args: [CallArg]) -> Bool {
        guard name == "Int" || IntKind(name: name) != nil, args.count == 1, args[0].label == nil,
              case .named(let source)? = quietType(args[0].syntax) else { return false }
        return source == "Float" || source == "Float32"
    }

    /// `name(argument)` for an argument of static type `Float`.
    func floatToInteger(_ name: String, _ argument: CallArg) -> Compiled {
        let run = expr(argument.syntax).run
        let kind = IntKind(name: name)
        let doubleWords = "Fatal error: Double value cannot be converted to "
        return Compiled({ env throws(Interrupt) in
            var value = try run(env)
            // The Float's exact value, not the digits it is held by (`Int(Float(Int.max) / 2)`
            // is 4611686018427387904, not 4611686000000000000).
            if case .double(let d) = value { value = .double(FloatDigits.widened(d)) }
            do throws(Interrupt) {
                if let kind { return try kind.convert(value, .checked) }
                guard case .double(let d) = value else { return value }
                return .int(try Arithmetic.int(fromDouble: d))
            } catch {
                if case .fatal(let message) = error, message.hasPrefix(doubleWords) {
                    throw .fatal("Fatal error: Float value cannot be converted to " + message.dropFirst(doubleWords.count))
                }
                throw error
            }
        }, .named(name))
    }
}
