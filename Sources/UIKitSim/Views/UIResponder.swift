/// The base of views, controllers and app delegates. In UIKitSim it also carries what every
/// simulated object needs: the simulation it belongs to and its identity in the trace.
open class UIResponder: NSObject, SubclassBehaviourCarrier {
    /// The behaviour of the interpreted subclass this object is an instance of, if any.
    public var subclassBehaviour: SubclassBehaviour?
    /// The simulation this object was created in (weak: objects never keep a run alive).
    weak var simulation: Simulation?
    /// Class name, creation number and address, fixed at creation.
    public private(set) var simulatedIdentity: ObjectIdentity!

    /// Called on an object a storyboard made (a scene's controller, a prototype's cell) once
    /// it is made and its outlets are connected, before a controller's view loads. Apple's
    /// `awakeFromNib()` page: "the nib-loading infrastructure sends an awakeFromNib message to
    /// each object recreated from a nib archive, but only after all the objects in the archive
    /// have been loaded and initialized". UIKit's own classes do nothing; a subclass's
    /// override runs (it should call `super.awakeFromNib()`).
    open func awakeFromNib() { _ = overriddenBySubclass("awakeFromNib()") }

    /// Makes a responder in the current simulation.
    public override init() {
        let simulation = Simulation.ambient
        self.simulation = simulation
        super.init()
        subclassBehaviour = simulation.takeSubclassBehaviour(for: self)
        simulatedIdentity = simulation.register(className: simulatedClassName)
    }

    /// The class name used in the trace and in `<Name: 0x…>` descriptions: an interpreted
    /// subclass's name, else the class's own. It is read once, while the object is
    /// initialised, so an override must not depend on anything set after `super.init`.
    open var simulatedClassName: String {
        subclassBehaviour?.className ?? String(describing: type(of: self))
    }

    /// The next responder in the chain; views answer their controller or superview.
    open var next: UIResponder? { nil }

    /// `<ClassName: 0x…>`, the way UIKit prints an object.
    open override var description: String {
        simulatedIdentity?.bracketed ?? "<\(simulatedClassName)>"
    }

    /// Whether the app of this object is still running; UIKit calls do nothing once it died.
    var isAppAlive: Bool { simulation?.isAlive ?? true }
}
