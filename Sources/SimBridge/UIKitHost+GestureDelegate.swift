import SwiftSubset
import UIKitSim

/// A gesture recognizer's `delegate` for scripts (`UIGestureRecognizerDelegate`): UIKitSim asks
/// it whether to receive a touch, whether to begin, and whether to recognize together with
/// another recognizer of the same touch. The methods about failure requirements are refused:
/// UIKitSim does not make one recognizer wait for another's failure.
extension UIKitHost {
    /// The protocol's methods UIKitSim asks.
    static let gestureDelegateNames = [
        "gestureRecognizer(_:shouldReceive:)", "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
    ]

    func addGestureDelegate(to module: inout HostModule) {
        module.protocols["UIGestureRecognizerDelegate"] = Self.gestureDelegateNames
        ui.gestureRecognizer.properties["delegate"] = delegateProperty(
            UIGestureRecognizer.self, UIGestureRecognizerDelegate.self,
            refusing: [("gestureRecognizer(_:shouldRequireFailureOf:)", "one recognizer waiting for another's failure"),
                       ("gestureRecognizer(_:shouldBeRequiredToFailBy:)", "one recognizer waiting for another's failure")],
            get: { $0.delegate }, set: { $0.delegate = $1 })
    }
}

extension ScriptProxy: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        answer("gestureRecognizer(_:shouldReceive:)", [valueOf(gestureRecognizer), valueOf(touch)]) ?? true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        answer("gestureRecognizerShouldBegin(_:)", [valueOf(gestureRecognizer)]) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        answer("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
               [valueOf(gestureRecognizer), valueOf(otherGestureRecognizer)]) ?? false
    }

    /// The script's Bool answer to `name`, or nil when it does not implement it.
    private func answer(_ name: String, _ args: [Value]) -> Bool? {
        guard case .bool(let answer)? = call(name, args) else { return nil }
        return answer
    }
}
