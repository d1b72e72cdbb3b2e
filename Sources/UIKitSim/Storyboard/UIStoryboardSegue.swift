/// A segue: the transition from a source controller to a destination, made by a storyboard
/// when a segue fires. Subclass it and override ``perform()`` for a custom segue.
open class UIStoryboardSegue: NSObject, SubclassBehaviourCarrier {
    /// The behaviour of the interpreted subclass this segue is an instance of, if any.
    public var subclassBehaviour: SubclassBehaviour?
    /// The segue's identifier from the storyboard, if it has one.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    let performHandler: (() -> Void)?

    /// Makes a segue; ``perform()`` does nothing until a subclass overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    /// Makes a segue whose ``perform()`` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition: the built-in kinds push, present, embed or unwind.
    open func perform() {
        if overriddenBySubclass("perform()") { return }
        performHandler?()
    }

    /// `<UIStoryboardSegue: 0x…>`, the way UIKit prints it.
    open override var description: String {
        source.simulation.map { $0.identity(of: self).bracketed } ?? "<\(subclassBehaviour?.className ?? nativeClassName(of: self))>"
    }
}
