import BoundedRelease
/// A class instance made by a script. Swift's own reference counting of this object is the
/// script's reference counting: when the last `Value` holding it goes away, `deinit` runs the
/// script's `deinit` on a stand-in that carries the same stored properties.
package final class Instance {
    package let type: TypeDecl
    package var fields: [Value]
    /// The host object backing this instance when its class inherits from a host class.
    package var hostObject: AnyObject?
    /// A generic class's type arguments, where they are known (`TypeArguments`).
    package var typeArguments: TypeArguments?
    /// Where deinitialisers report (nil for the stand-in used while running `deinit`).
    weak var context: RunContext?
    /// Set once `init` has finished, so deinit does not run for half-made objects.
    var initialized = false
    /// Set once a designated initialiser of its root class has started: every subclass's
    /// stored properties are set by then, so the object is made once the root's are.
    var reachedRootInitializer = false

    init(type: TypeDecl, fields: [Value], context: RunContext?) {
        self.type = type
        self.fields = fields
        self.context = context
    }

    deinit {
        runScriptDeinit()
        BoundedRelease.drop(&fields)
    }

    /// Runs the script's `deinit` chain (most derived first) on a stand-in with the same
    /// stored properties, unless the object was never fully made or the run is over.
    private func runScriptDeinit() {
        guard initialized, let context, !context.stopped else { return }
        let chain = type.selfAndSuperclasses.compactMap(\.deinitializer)
        if chain.isEmpty { return }
        let standIn = Instance(type: type, fields: fields, context: nil)
        standIn.hostObject = hostObject
        standIn.typeArguments = typeArguments
        context.runDeinit(chain, on: standIn)
    }
}

/// A variable cell shared between a scope and the closures that capture it.
package final class WeakCell {
    weak var object: Instance?
    /// A host's object held weakly (`@IBOutlet weak var label: UILabel!` set to a UIKit view),
    /// with the host class that boxes it again when read.
    weak var nativeObject: AnyObject?
    var nativeClass: HostClass?
    /// `unowned`: reads give the object itself rather than an optional.
    var isUnowned = false
    /// The address of the object it was made with (nil when made empty): an `unowned` reference
    /// read after that object is gone traps naming it, as Swift does.
    private(set) var heldAddress: UInt? = nil
    /// A weak reference to `object`. An object of a host class itself (`UIPageViewController(...)`,
    /// `UILabel()`) is a stand-in whose only job is to own the host's object: the reference
    /// follows the host's object, which lives as long as the host (a window, a superview) or
    /// the script keeps it, as the one object of compiled Swift would. A script subclass's
    /// object is the object itself (its host keeps it alive through the bridge's link).
    init(_ object: Instance?, unowned: Bool = false) {
        if let object, let hostClass = object.type.host, let native = object.hostObject {
            self.nativeObject = native
            self.nativeClass = hostClass
        } else {
            self.object = object
        }
        self.isUnowned = unowned
        self.heldAddress = object.map { UInt(bitPattern: ObjectIdentifier($0)) }
    }
    init(native box: NativeBox, unowned: Bool = false) {
        self.nativeObject = box.object
        self.nativeClass = box.hostClass
        self.isUnowned = unowned
        self.heldAddress = UInt(bitPattern: ObjectIdentifier(box.object))
    }

    /// The referenced value while it lives: a script object or a host's object; nil once gone.
    var referent: Value? {
        if let object { return .object(object) }
        if let nativeObject, let nativeClass { return .native(NativeBox(object: nativeObject, hostClass: nativeClass)) }
        return nil
    }

    /// `referent`, except that an `unowned` reference whose object is gone traps with Swift's
    /// words (a `weak` one reads nil).
    func liveReferent() throws(Interrupt) -> Value? {
        if let referent { return referent }
        if isUnowned, let heldAddress {
            throw .fatal("Fatal error: Attempted to read an unowned reference but object 0x\(String(heldAddress, radix: 16)) was already destroyed")
        }
        return nil
    }
}
