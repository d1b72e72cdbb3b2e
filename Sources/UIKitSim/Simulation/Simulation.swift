@_exported import Foundation

/// One simulated run of an iOS app: the device, the application, the run loop with its virtual
/// clock, the trace, the console log and the uncaught exception.
///
/// There is no shared instance. UIKit's statics (`UIScreen.main`, `UIApplication.shared`,
/// `DispatchQueue.main`) resolve to the simulation made current by ``run(_:)`` or
/// ``withCurrent(_:)``. A simulation is confined to the thread that drives it; it is marked
/// `Sendable` only so that it can travel in a task-local value.
public final class Simulation: @unchecked Sendable {
    /// The simulation of the running task, set by ``run(_:)`` and ``withCurrent(_:)``.
    @TaskLocal public static var current: Simulation?

    /// The simulated device.
    public let device: Device
    /// The device's screen.
    public private(set) var screen: UIScreen!
    /// The application object (`UIApplication.shared` inside the run).
    public private(set) var application: UIApplication!
    /// Which way up the device is held: portrait until the user rotates it (``rotate(to:)``).
    public internal(set) var orientation = UIInterfaceOrientation.portrait {
        didSet { windowGeometryChanged() }
    }

    /// The virtual clock, in seconds since the run began.
    public internal(set) var now: TimeInterval = 0
    /// Every callback delivered, in delivery order.
    public internal(set) var events: [TraceEvent] = []
    /// How much the program had printed (UTF-8 bytes of its output) when each of `events` was
    /// recorded, by index, so that printed lines can be placed among the callbacks; empty when
    /// `outputPosition` is not set.
    public internal(set) var eventOutputPositions: [Int] = []
    /// Tells how many bytes the program has printed so far; the interpreter bridge sets it.
    public var outputPosition: (() -> Int)?
    /// Called before each trace event is recorded, after each block and piece of commit work
    /// the run loop runs, and when it goes idle: the
    /// interpreter bridge frees there the script controllers UIKit has let go of, so their
    /// `deinit` lands where compiled Swift's would (before the next callback).
    public var checkpoint: (() -> Void)?
    /// What UIKit printed to the console: warnings, and the termination line.
    public internal(set) var log: [String] = []
    /// The exception that ended the app, if one did. Once set, UIKit calls do nothing.
    public internal(set) var uncaughtException: SimulatedException?
    /// Set when the app's own code crashed inside a callback (a Swift runtime error such as an
    /// index out of range): the process would have ended there, so UIKit does nothing more.
    public internal(set) var hasCrashed = false

    /// Makers of view controllers by class name, for code that knows a class only by name:
    /// the storyboard reader resolves a scene's `customClass` here, and the interpreter bridge
    /// registers the learner's classes. A name with no maker gives a plain controller, as a
    /// wrong `customClass` does on iOS.
    public var viewControllerFactories: [String: () -> UIViewController] = [:]

    var pendingTasks: [ScheduledTask] = []
    /// While the user waits (`wait(_:)`), the virtual time the wait ends: timers due by then
    /// fire. Nil otherwise.
    var waitingUntil: TimeInterval?
    /// View work waiting for the end of the current turn (UIKit's Core Animation commit).
    var commitWork: [() -> Void] = []
    /// Work that runs right after the commit (UIKit's `_runAfterCACommitDeferredBlocks`).
    var afterCommitWork: [() -> Void] = []
    var isCommitting = false
    /// Views' window geometry kept during layout passes (`UIView+WindowGeometry.swift`).
    var windowGeometryCache = WindowGeometryCache()
    /// How many commits have begun: tells a layout pass of this commit from an earlier one.
    var commitNumber = 0
    var taskCounter = 0
    var turnCounter = 0
    var objectCounter = 0
    var instancesPerClass: [String: Int] = [:]
    var windowRefs: [WeakBox<UIWindow>] = []
    weak var keyWindowRef: UIWindow?
    var foreignIdentities: [ObjectIdentifier: ObjectIdentity] = [:]
    /// The subclass behaviour the object being made takes (`making(_:as:_:)`).
    var pendingSubclass: PendingSubclass?

    /// Makes a simulation of the given device, with its screen and application.
    public init(device: Device = .iPhone) {
        self.device = device
        self.screen = UIScreen(simulation: self)
        self.application = Simulation.$current.withValue(self) { UIApplication() }
    }

    /// Whether the app is still running: no uncaught exception and no crash of its own code.
    public var isAlive: Bool { uncaughtException == nil && !hasCrashed }

    /// Runs `body` with this simulation current, then turns the run loop until idle, the way a
    /// script's top-level code runs before the main run loop.
    @discardableResult
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try Simulation.$current.withValue(self) {
            let result = try body()
            runUntilIdle()
            return result
        }
    }

    /// Runs `body` with this simulation current, without turning the run loop.
    @discardableResult
    public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try Simulation.$current.withValue(self, operation: body)
    }

    /// The simulation to use where none is current: a fresh one that nothing else sees.
    static var ambient: Simulation { current ?? Simulation() }

    /// Registers a new object and returns its identity: a per-class creation number and a
    /// deterministic address.
    func register(className: String) -> ObjectIdentity {
        objectCounter += 1
        let ordinal = (instancesPerClass[className] ?? 0) + 1
        instancesPerClass[className] = ordinal
        return ObjectIdentity(className: className, ordinal: ordinal, address: Self.address(objectCounter))
    }

    /// The identity of an object that is not a `UIResponder` (an app delegate made from
    /// `NSObject`, for instance), registered on first sight.
    func identity(of object: AnyObject) -> ObjectIdentity {
        if let responder = object as? UIResponder { return responder.simulatedIdentity }
        let key = ObjectIdentifier(object)
        if let known = foreignIdentities[key] { return known }
        let className = subclassBehaviourCarrier(object)?.subclassBehaviour?.className
            ?? nativeClassName(of: object)
        let made = register(className: className)
        foreignIdentities[key] = made
        return made
    }

    /// The address printed for the n-th object of a run: `0x600000000010`, `0x600000000020`...
    static func address(_ serial: Int) -> String {
        "0x" + String(0x6000_0000_0000 + serial * 0x10, radix: 16)
    }

    /// Records a console line UIKit would print.
    func logLine(_ line: String) {
        log.append(line)
    }

    /// The windows still alive, in creation order.
    public var windows: [UIWindow] {
        windowRefs.compactMap(\.value)
    }

    /// The key window, if any.
    public var keyWindow: UIWindow? { keyWindowRef }

    func adopt(window: UIWindow) {
        windowRefs.removeAll { $0.value == nil }
        windowRefs.append(WeakBox(window))
    }
}

/// A weak reference, for lists that must not keep their objects alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
