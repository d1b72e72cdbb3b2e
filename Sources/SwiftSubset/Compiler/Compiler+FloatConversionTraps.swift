/// `Int(f)` or `Int8(f)` of a `Float` out of range: the interpreter holds a Float as a Double,
/// so the conversion's trap named a Double; Swift's names the Float ("Fatal error: Float value
/// cannot be converted to Int8 because the result would be greater than Int8.max", swiftc 6
/// here).
extension Compiler {
    /// Whether `name(args)` converts a value of static type `Float` to an integer type.
    func convertsFloatToInteger(_ name: String, _ args: [CallArg]) -> Bool {
        guard name == "Int" || IntKind(name: name) != nil, args.count == 1, args[0].label == nil,
              case .named(let source)? = quietType(args[0].syntax) else { return false }
        return source == "Float" || source == "Float32"
    }

    /// `made`, its conversion traps naming a Float where they named a Double.
    static func namingFloatInTraps(_ made: Compiled) -> Compiled {
        let run = made.run
        let doubleWords = "Fatal error: Double value cannot be converted to "
        return Compiled({ env throws(Interrupt) in
            do throws(Interrupt) { return try run(env) } catch {
                if case .fatal(let message) = error, message.hasPrefix(doubleWords) {
                    throw .fatal("Fatal error: Float value cannot be converted to " + message.dropFirst(doubleWords.count))
                }
                throw error
            }
        }, made.type)
    }
}
