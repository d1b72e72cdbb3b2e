import SwiftSyntax

/// Static requirements of protocols (`protocol P { static var x: Int { get } }`). A conforming
/// type that does not declare one gets the default from the protocol's extension (`S.x`,
/// `TypeDecl.firstAlongConformances`). Inside a protocol extension `Self` is the protocol
/// here, not the conforming type Swift binds it to, so a static requirement reached through it
/// (`Self.x`) would read the default even where the conforming type declares its own: refused.
extension Compiler {
    /// Reports `t.name` (a static member of `t`) when `t` is a protocol that requires it;
    /// true when it did.
    @discardableResult
    func refuseStaticRequirementThroughProtocol(_ t: TypeDecl, _ name: String, node: some SyntaxProtocol) -> Bool {
        guard t.kind == .protocolType,
              t.firstAlongConformances({ $0.requirementNames.contains(name) ? true : nil }) != nil else { return false }
        error(node, "unsupported", "a protocol's static requirement reached through 'Self' is not supported yet")
        return true
    }
}
