import SwiftSyntax

extension Compiler {
    /// `description` and `debugDescription` of an array, set or dictionary: the text `print`
    /// and `debugPrint` show for it (the same for arrays and dictionaries; a Set's debug text is
    /// `Set([7])`). A value of a type not known here is told apart when it runs; nil for a value
    /// known to be of another type.
    func collectionDescription(_ base: Compiled, _ name: String) -> Compiled? {
        // `KeyValuePairs` describes itself as a dictionary literal, unlike the array it is here.
        guard name == "description" || name == "debugDescription", Self.keyValuePairsElements(base.type) == nil else { return nil }
        switch base.type {
        case .array?, .set?, .dictionary?, .any?, nil: break
        default: return nil
        }
        let run = base.run
        let f = formatter
        let ctx = self.ctx
        return Compiled({ env throws(Interrupt) in
            let value = try run(env)
            switch value {
            case .array, .set, .dictionary:
                return .string(try describeValue(value, formatter: f, ctx: ctx, debug: name == "debugDescription"))
            default: return try Members.get(value, name)
            }
        }, .named("String"))
    }
}
