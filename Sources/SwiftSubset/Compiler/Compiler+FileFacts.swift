import SwiftSyntax

/// A yes-or-no fact about a whole source file that checks running per construct ask: read
/// from the file once (its tokens or top-level statements, never a walk of the whole tree,
/// which costs a run a protocol-conformance scan of the runtime's) and kept per file.
enum FileFact: Hashable {
    /// It names the type `Float` (`Compiler+FloatElementArithmetic`).
    case mentionsFloat
    /// It extends a standard numeric protocol (`Compiler+NumericSelfLiterals`).
    case extendsNumericProtocol
    /// It writes a range type of fixed-width bounds (`Compiler+FixedInt`).
    case writesFixedWidthRangeType
    /// It may make a Float or CGFloat value (`Compiler+TypeOf`).
    case mayMakeFloats
    /// It may make a Substring (`Compiler+TypeOf`).
    case mayMakeSubstrings
}

extension Compiler {
    /// `fact` of the source file holding `node`, read by `read` from the file's root the
    /// first time it is asked.
    func fileFact(_ fact: FileFact, of node: some SyntaxProtocol, read: (Syntax) -> Bool) -> Bool {
        let root = node.root
        if let known = fileFacts[root.id]?[fact] { return known }
        let found = read(root)
        fileFacts[root.id, default: [:]][fact] = found
        return found
    }
}
