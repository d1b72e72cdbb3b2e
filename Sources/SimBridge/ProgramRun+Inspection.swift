import SwiftSubset
import UIKitSim

/// A native object that backs an object of a script class (`class Inbox: UIViewController`).
/// Classes the bridge adds for other UIKit superclasses join by conforming.
protocol ScriptBacked: AnyObject {
    /// The script object, while the native one keeps it.
    var script: AnyObject? { get }
}

extension ScriptedViewController: ScriptBacked {}

extension ProgramRun {
    /// The script classes behind `controller`, most derived first (`["InboxViewController",
    /// "BaseViewController"]`), stopping before the UIKit class they inherit from; empty for
    /// UIKit's own controllers.
    public static func scriptClassNames(of controller: UIViewController) -> [String] {
        guard let script = (controller as? ScriptBacked)?.script else { return [] }
        return HostCallbacks.scriptClassNames(of: script)
    }

    /// The stored properties the script's classes declare on `controller`, rendered as `print`
    /// shows them with optionals unwrapped (`"3"`, `"Inbox"`, `"nil"`); empty for UIKit's own.
    public static func scriptProperties(of controller: UIViewController) -> [String: String] {
        guard let script = (controller as? ScriptBacked)?.script else { return [:] }
        return HostCallbacks.storedPropertyDescriptions(of: script)
    }
}
