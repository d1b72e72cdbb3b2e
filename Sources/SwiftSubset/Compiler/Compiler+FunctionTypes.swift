import SwiftSyntax

/// Function types as far as declarations and written types give them, so that `type(of:)`
/// spells them as Swift does (`(Int, Int) -> Int`, `() -> ()`) and closures typed by their
/// context know their parameters and result (`let f: () -> Double = { 1 }` returns `1.0`).
extension Compiler {
    /// A written function type; nil for what is not spelled here (`async`, typed `throws`).
    func functionType(_ f: FunctionTypeSyntax) -> FunctionTypeRef? {
        if f.effectSpecifiers?.asyncSpecifier != nil || f.effectSpecifiers?.throwsClause?.type != nil { return nil }
        var parameters: [FunctionTypeRef.Parameter] = []
        for p in f.parameters {
            var type = p.type
            var isInout = false
            if let a = type.as(AttributedTypeSyntax.self) {
                isInout = a.specifiers.contains { $0.trimmedText == "inout" }
                type = a.baseType
            }
            parameters.append(.init(type: typeRef(type), isInout: isInout, isVariadic: p.ellipsis != nil))
        }
        return FunctionTypeRef(parameters: parameters, result: typeRef(f.returnClause.type),
                               throwing: f.effectSpecifiers?.throwsClause != nil)
    }

    /// The type of a declared function (`func add(_ a: Int, _ b: Int) -> Int` is
    /// `(Int, Int) -> Int`); nil for a generic, `async` or `rethrows` one.
    func functionType(_ signature: FunctionSignatureSyntax, _ ps: [ParamDecl], generic: Bool) -> FunctionTypeRef? {
        guard !generic, signature.effectSpecifiers?.asyncSpecifier == nil,
              signature.effectSpecifiers?.throwsClause?.type == nil,
              signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind != .keyword(.rethrows) else { return nil }
        var parameters: [FunctionTypeRef.Parameter] = []
        for p in ps {
            guard var type = p.type else { return nil }
            if p.isVariadic, case .array(let el) = type { type = el }
            parameters.append(.init(type: type, isInout: p.isInout, isVariadic: p.isVariadic))
        }
        let result = signature.returnClause.map { typeRef($0.type) } ?? .tuple([])
        return FunctionTypeRef(parameters: parameters, result: result, throwing: signature.effectSpecifiers?.throwsClause != nil)
    }

    /// A function type as `type(of:)` prints it; nil when a part has no spelling here.
    static func swiftFunctionTypeName(_ f: FunctionTypeRef) -> String? {
        var parts: [String] = []
        for p in f.parameters {
            guard let name = swiftTypeName(p.type) else { return nil }
            parts.append((p.isInout ? "inout " : "") + name + (p.isVariadic ? "..." : ""))
        }
        guard let result = swiftTypeName(f.result) else { return nil }
        return "(" + parts.joined(separator: ", ") + ")" + (f.throwing ? " throws" : "") + " -> " + result
    }
}
