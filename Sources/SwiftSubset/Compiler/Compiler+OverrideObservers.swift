import SwiftSyntax

/// Observers a subclass adds to an inherited property (`override var x { willSet didSet }`),
/// run as swiftc runs them (checked with swiftc 6.3.1, `Programs/override_observers.swift`):
/// the override's setter calls the superclass's, so the subclass's `willSet` comes first and
/// its `didSet` last, around whatever the superclass does when set.
extension Compiler {
    /// On an inherited stored property: this class's `willSet`, then the superclass's observers
    /// (looked up when the property is set, so the order classes are checked in does not
    /// matter), the store, and this class's `didSet` last.
    func observeInheritedStored(_ t: TypeDecl, slot: Int, will: Callable?, did: Callable?) {
        guard let parent = t.superclass else { return }
        let inheritedWill = { Members.observers(parent, slot)?.will }
        let inheritedDid = { Members.observers(parent, slot)?.did }
        t.observers[slot] = PropertyObservers(will: Self.observerChain(t.name, [{ will }, inheritedWill]),
                                              did: Self.observerChain(t.name, [inheritedDid, { did }]))
    }

    /// On an inherited computed property: a setter that reads the old value through the
    /// superclass's getter only when `didSet` uses it (SE-0268, as swiftc does), runs
    /// `willSet`, sets through the superclass's setter, then runs `didSet`.
    func observeInheritedComputed(_ t: TypeDecl, _ name: String, type: TypeRef?, will: AccessorDeclSyntax?,
                                  did: AccessorDeclSyntax?, node: PatternBindingSyntax, globals: EnvBox) {
        guard t.host == nil, let parent = t.superclass else {
            error(node, "unsupported", "observers on an overridden property of a UIKit class are not supported yet")
            return
        }
        let willSet = observer(will, "newValue", of: name, in: t, type: type, globals: globals)
        let didSet = observer(did, "oldValue", of: name, in: t, type: type, globals: globals)
        let readsOld = Self.didSetReadsOldValue(did)
        t.methods["set:" + name] = Callable(name: name) { args, me throws(Interrupt) in
            guard let setter = parent.findMethod("set:" + name) else {
                throw .unsupported("observers on an inherited property without a setter are not supported yet")
            }
            var old = Value.void
            if readsOld {
                guard let getter = parent.findMethod("get:" + name) else {
                    throw .unsupported("observers on an inherited property without a getter are not supported yet")
                }
                old = try getter.invoke([], &me)
            }
            if let willSet { _ = try willSet.invoke(args, &me) }
            _ = try setter.invoke(args, &me)
            if let didSet { _ = try didSet.invoke([old], &me) }
            return .void
        }
    }

    /// Whether a `didSet` names its old value (`oldValue`, or the name it gives it): swiftc
    /// reads the old value only then (SE-0268), and otherwise releases it at the store, before
    /// `didSet` runs. A token of that name anywhere in the body counts, so a shadowing local
    /// keeps the old value as long as a reading `didSet` would.
    static func didSetReadsOldValue(_ did: AccessorDeclSyntax?) -> Bool {
        guard let did else { return false }
        let oldName = did.parameters?.name.text ?? "oldValue"
        return did.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == oldName } ?? false
    }

    /// One observer running each of `parts` that exists, in order, with the same value.
    private static func observerChain(_ name: String, _ parts: [() -> Callable?]) -> Callable {
        Callable(name: name) { args, me throws(Interrupt) in
            for part in parts {
                if let c = part() { _ = try c.invoke(args, &me) }
            }
            return .void
        }
    }
}
