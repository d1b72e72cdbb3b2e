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
        // Each operator's parameters told by the same tests as casts (`typeTest`); one whose
        // parameter types no test can tell is refused.
        var operators: [(ref: FunctionRef, pattern: TypeTest, value: TypeTest)] = []
        for ref in declared {
            guard let p = parameterTest(ref.paramTypes[0]), let v = parameterTest(ref.paramTypes[1]) else {
                error(node, "unsupported", "matching a pattern with the program's '~=' of these parameter types is not supported yet")
                return nil
            }
            operators.append((ref, p, v))
        }
        return { pattern, value throws(Interrupt) in
            for op in operators {
                guard try op.pattern(pattern), try op.value(value) else { continue }
                return Sequences.truthy(try op.ref.definedCallable().call([pattern, value]))
            }
            return nil
        }
    }

    /// The default type of the literal pattern `e` where the program declares a `~=` taking
    /// that type beside the subject's (`case 3:` on a `Double` with `func ~= (p: Int, v:
    /// Double)`): swiftc chooses that operator, so the literal keeps its own type; nil otherwise.
    func literalTypeForProgramMatch(_ e: ExprSyntax, subjectType: TypeRef?) -> TypeRef? {
        guard let subjectType, let literal = literalDefaultType(e), literal.description != subjectType.description else { return nil }
        let declared = (globalFunctions["~="] ?? []).filter { $0.paramTypes.count == 2 }
        let fits = declared.contains {
            $0.paramTypes[0]?.description == literal.description && $0.paramTypes[1]?.description == subjectType.description
        }
        return fits ? literal : nil
    }

    /// The test of a `~=` parameter's type: any function for a function type (`{ $0 > 5 }`),
    /// else the test of a cast to it.
    private func parameterTest(_ type: TypeRef?) -> TypeTest? {
        switch type {
        case .function?: return { v throws(Interrupt) in if case .function = v { return true }; return false }
        case let t?: return typeTest(t)
        case nil: return nil
        }
    }
}
