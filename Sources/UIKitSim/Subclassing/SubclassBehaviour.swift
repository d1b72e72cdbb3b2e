/// What an interpreted subclass adds to a UIKitSim object: UIKit dispatches through the
/// Objective-C runtime, so a class written in a script overrides a method by having a method
/// of that name. UIKitSim has no such runtime; instead, every open method that UIKit calls on
/// its subclasses (the view lifecycle, `layoutSubviews`, a table controller's data source
/// methods, a segue's `perform`...) first asks the object's behaviour, by the method's Swift
/// name (`viewWillAppear(_:)`, `tableView(_:numberOfRowsInSection:)`), whether the subclass
/// implements it, and runs UIKitSim's own body only when it does not.
///
/// The object itself stays an instance of the UIKitSim class: a host (the interpreter bridge)
/// makes `UIViewController()` for a script's `class Inbox: UIViewController` and gives it
/// the behaviour, which is the one place where the host answers for every class.
public protocol SubclassBehaviour: AnyObject {
    /// The subclass's name: the object's class name in the trace and in descriptions.
    var className: String { get }

    /// Runs the subclass's implementation of `method` on `object`, if it has one. `method` is
    /// the Swift name (`viewDidLoad()`), or the Objective-C selector of an action a storyboard
    /// names (`unwindToList:`). Returns nil when the subclass does not implement it, so that
    /// UIKitSim runs its own implementation.
    func perform(_ method: String, on object: AnyObject, with arguments: [Any?]) -> SubclassResult?

    /// Whether the subclass implements `method` (named as for `perform`), without running it:
    /// what `respondsToSelector:` answers on iOS (an unwind segue looks for its action so).
    func implements(_ method: String) -> Bool

    /// Sets the subclass's stored property `name` (a storyboard outlet) to `value`; false when
    /// the subclass has no such property (UIKit's key-value coding then raises).
    func setProperty(_ name: String, to value: AnyObject?, on object: AnyObject) -> Bool

    /// The value of the subclass's overriding getter of `property` (`modalPresentationStyle`),
    /// as the native type UIKit reads; nil when the subclass does not override it. UIKit reads
    /// such properties through the object, so an override decides what UIKit does.
    func overriddenValue(of property: String) -> SubclassResult?
}

extension SubclassBehaviour {
    /// By default a subclass has no properties UIKit can set by name.
    public func setProperty(_ name: String, to value: AnyObject?, on object: AnyObject) -> Bool { false }

    /// By default a subclass overrides no property UIKit reads.
    public func overriddenValue(of property: String) -> SubclassResult? { nil }
}

/// What a subclass's method returned, as a native value (nil for `Void` or a nil optional).
public struct SubclassResult {
    /// The returned value; UIKitSim casts it to the method's return type.
    public let value: Any?

    /// Wraps a method's result.
    public init(_ value: Any?) {
        self.value = value
    }
}

/// An argument of optional type (`willMove(toParent:)`'s parent), passed so that the subclass
/// receives an optional even when it holds a value.
public struct OptionalArgument {
    /// The argument; nil for nil.
    public let wrapped: Any?

    /// Wraps an optional argument.
    public init(_ wrapped: Any?) {
        self.wrapped = wrapped
    }
}

/// A UIKitSim object that may carry the behaviour of an interpreted subclass: every responder
/// (controllers, views, windows, cells, app delegates) and every segue.
public protocol SubclassBehaviourCarrier: AnyObject {
    /// The behaviour of the subclass this object is an instance of; nil for UIKitSim's own
    /// classes and natively compiled subclasses.
    var subclassBehaviour: SubclassBehaviour? { get set }
}

/// `object as? SubclassBehaviourCarrier`, asked of the adopting classes first.
///
/// A cast to a protocol is answered, the first time for each class, by a scan of every protocol
/// conformance in the program (about 20 000 in vctutor's binary); a cast to a class walks the
/// superclass chain. Bridging code asks this of every object UIKit hands a script, so each class
/// an app used cost a scan of a run's start. Other adopters still answer through the protocol.
public func subclassBehaviourCarrier(_ object: AnyObject?) -> SubclassBehaviourCarrier? {
    if let responder = object as? UIResponder { return responder }
    if let segue = object as? UIStoryboardSegue { return segue }
    if let recognizer = object as? UIGestureRecognizer { return recognizer }
    return object as? SubclassBehaviourCarrier
}

extension SubclassBehaviourCarrier {
    /// The subclass's implementation of `method`, run with `arguments`; nil when there is none.
    /// Every overridable method starts with this call (and so does a host's native adopter of
    /// a protocol, such as an interpreted app delegate's).
    public func subclassOverride(_ method: String, _ arguments: Any?...) -> SubclassResult? {
        subclassBehaviour?.perform(method, on: self, with: arguments)
    }

    /// The subclass's overriding getter's value of `property`, if it overrides it with a
    /// value of type `T`.
    func subclassValue<T>(of property: String) -> T? {
        subclassBehaviour?.overriddenValue(of: property)?.value as? T
    }

    /// Runs the subclass's implementation of `method` if it has one; reports whether it ran.
    func overriddenBySubclass(_ method: String, _ arguments: Any?...) -> Bool {
        subclassBehaviour?.perform(method, on: self, with: arguments) != nil
    }
}

extension UIViewController {
    /// The interpreted subclass's unwind action `selector` (`unwindToList:`), if it has one.
    func subclassUnwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        guard let behaviour = subclassBehaviour, behaviour.implements(selector) else { return nil }
        return { [weak self] segue in
            guard let self else { return }
            _ = behaviour.perform(selector, on: self, with: [segue])
        }
    }
}

extension Simulation {
    /// Makes an object for an interpreted subclass: the first responder of exactly the class
    /// named `nativeClassName` whose initialiser runs inside `make` takes `behaviour` (objects
    /// that initialiser makes on the way, such as a cell's label, do not), so its identity in
    /// the trace already has the subclass's name.
    public func making<T, E: Error>(_ behaviour: SubclassBehaviour, as nativeClassName: String,
                                    _ make: () throws(E) -> T) throws(E) -> T {
        let outer = pendingSubclass
        pendingSubclass = PendingSubclass(behaviour: behaviour, nativeClassName: nativeClassName)
        defer { pendingSubclass = outer }
        return try make()
    }

    /// The behaviour waiting for `object`, taken by it (`making(_:as:_:)`).
    func takeSubclassBehaviour(for object: AnyObject) -> SubclassBehaviour? {
        guard let pending = pendingSubclass, nativeClassName(of: object) == pending.nativeClassName else {
            return nil
        }
        pendingSubclass = nil
        return pending.behaviour
    }
}

/// A subclass behaviour waiting for the object being made (`Simulation.making`).
struct PendingSubclass {
    let behaviour: SubclassBehaviour
    let nativeClassName: String
}
