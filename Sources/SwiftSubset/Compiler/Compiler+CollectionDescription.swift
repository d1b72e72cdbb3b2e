import SwiftSyntax

extension Compiler {
    /// `description` and `debugDescription` of an array, set or dictionary: the text `print`
    /// and `debugPrint` show for it (the same for arrays and dictionaries; a Set's debug text is
    /// `Set([7])`); and `debugDescription` of a string, character, Double or optional (what
    /// `debugPrint` shows: `"Q1"` in quotes; `Int` and `Bool` have none). A value of a type not
    /// known here is told apart when it runs; nil for a value known to be of another type.
    func collectionDescription(_ base: Compiled, _ name: String) -> Compiled? {
        // `KeyValuePairs` describes itself as a dictionary literal, unlike the array it is here.
        guard name == "description" || name == "debugDescription", Self.keyValuePairsElements(base.type) == nil else { return nil }
        let debug = name == "debugDescription"
        switch base.type {
        case .array?, .set?, .dictionary?, .any?, nil: break
        case .named(let n)? where debug && Self.debugDescribedScalars.contains(n): break
        case .optional? where debug: break
        default: return nil
        }
        let run = base.run
        let f = formatter
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            let value = try run(env)
            switch value {
            case .array, .set, .dictionary:
                return .string(try describeValue(value, formatter: f, ctx: ctx, debug: debug))
            case .string, .character, .double, .optional:
                if debug { return .string(try describeValue(value, formatter: f, ctx: ctx, debug: true)) }
                return try Members.get(value, name)
            default: return try Members.get(value, name)
            }
        }, .named("String"))
    }

    /// The standard scalar types whose `debugDescription` is `debugPrint`'s text.
    private static let debugDescribedScalars: Set<String> = ["String", "Character", "Double"]
}
