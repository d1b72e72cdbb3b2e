import SwiftSubset
import UIKitSim

/// Key-value observing as far as scripts see it: `NSObject.observeValue(forKeyPath:of:change:context:)`,
/// which an observer overrides. Registering an observer on UIKit's own objects
/// (`addObserver(_:forKeyPath:options:context:)`) is not offered, so it is refused before the run;
/// a class of the program (a framework stand-in) may call its observers' method itself.
extension UIKitHost {
    func addKeyValueObserving() {
        // NSObject's own implementation raises: an observer must override it (Apple,
        // `observeValue(forKeyPath:of:change:context:)`: "Informs the observing object when the
        // value at the specified key path relative to the observed object has changed").
        // UIResponder is a root of the bridge's class table (not NSObject's subclass there), so
        // both roots get the method.
        for root in [ui.nsObject, responder] {
            root.define("observeValue(forKeyPath:of:change:context:)") { object, args throws(Interrupt) -> Value in
                let path = args.first.flatMap(Self.text) ?? "nil"
                throw .exception(name: "NSInternalInconsistencyException",
                                 reason: "<\(type(of: object))>: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.\nKey path: \(path)")
            }
        }
    }
}
