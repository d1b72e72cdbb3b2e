/// An Objective-C exception raised by simulated UIKit, such as `NSInvalidArgumentException`.
public struct SimulatedException: Equatable, Sendable, CustomStringConvertible {
    /// The exception's name, e.g. `NSInvalidArgumentException`.
    public let name: String
    /// The reason text, exactly as UIKit words it.
    public let reason: String

    /// The line Xcode's console prints when the exception ends the app.
    public var terminationLine: String {
        "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
    }

    public var description: String { terminationLine }
}

/// Names of the exceptions UIKitSim raises.
public enum ExceptionName {
    public static let invalidArgument = "NSInvalidArgumentException"
    public static let internalInconsistency = "NSInternalInconsistencyException"
    public static let generic = "NSGenericException"
    public static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"
    public static let unknownKey = "NSUnknownKeyException"
    /// Core Animation's exception for a layer tree that would hold a cycle.
    public static let layerInvalid = "CALayerInvalid"
}

extension Simulation {
    /// Raises an exception. Swift cannot unwind through the caller, so the exception is
    /// recorded as uncaught, the console line is logged, pending run-loop work is dropped and
    /// every later UIKit call does nothing. The caller must return without effect.
    public func raise(_ name: String, _ reason: String) {
        guard isAlive else { return }
        let exception = SimulatedException(name: name, reason: reason)
        uncaughtException = exception
        log.append(exception.terminationLine)
        dropPendingWork()
    }

    /// Ends the app because its own code crashed inside a callback UIKit made (a Swift runtime
    /// error): like an uncaught exception, pending run-loop work is dropped and every later
    /// UIKit call does nothing, so no callback after the crash is delivered or traced. Nothing
    /// is logged: the crash's message is the caller's to report.
    public func endAfterCrash() {
        guard isAlive else { return }
        hasCrashed = true
        dropPendingWork()
    }
}
