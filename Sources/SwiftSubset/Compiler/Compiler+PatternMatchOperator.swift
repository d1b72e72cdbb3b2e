import SwiftSyntax

/// The program's own `~=` operators, which Swift uses for an expression pattern (`case Even():`,
/// `case { $0 > 5 }:`, `case "ap":` with `func ~= (prefix: String, value: String)`) in place
/// of the standard one when their parameter types take the pattern and the value.
extension Compiler {
    /// Matches a pattern's value and the subject with the first of the program's `~=`
    /// operators whose parameters take both; nil from it when none does (the standard `~=`
    /// applies). Nil when the program declares no `~=`. A generic `~=` is refused at `node`.
    func programPatternMatch(at node: ExprSyntax) -> ((Value, Value) throws(Interrupt) -> Bool?)? {
        let declared = (globalFunctions["~="] ?? []).filter { $0.paramTypes.count == 2 }
        guard !declared.isEmpty else { return nil }
        if declared.contains(where: { !$0.typeParameterUses.isEmpty }) {
            error(node, "unsupported", "matching a pattern with a generic '~=' of the program is not supported yet")
            return nil
        }
        let programTypes = Set(types.keys)
        let operators = declared.map { ref in (ref, ref.paramTypes[0], ref.paramTypes[1]) }
        return { pattern, value throws(Interrupt) in
            for (ref, patternType, valueType) in operators
            where Self.takes(pattern, patternType, programTypes) && Self.takes(value, valueType, programTypes) {
                return Sequences.truthy(try ref.definedCallable().call([pattern, value]))
            }
            return nil
        }
    }

    /// Whether a parameter of type `type` takes `value`: a function type only a function, a
    /// named type as `fits` tells, an unknown type nothing.
    private static func takes(_ value: Value, _ type: TypeRef?, _ programTypes: Set<String>) -> Bool {
        switch type {
        case .function?:
            if case .function = value { return true }
            return false
        case .named?: return fits(value, type, programTypes: programTypes)
        default: return false
        }
    }
}
