import SwiftSubset
import UIKitSim

extension ProgramRun {
    /// The script classes behind `controller`, most derived first (`["InboxViewController",
    /// "BaseViewController"]`), stopping before the UIKit class they inherit from; empty for
    /// UIKit's own controllers.
    public static func scriptClassNames(of controller: UIViewController) -> [String] {
        guard let script = UIKitHost.script(of: controller) else { return [] }
        return HostCallbacks.scriptClassNames(of: script)
    }

    /// The stored properties the script's classes declare on `controller`, rendered as `print`
    /// shows them with optionals unwrapped (`"3"`, `"Inbox"`, `"nil"`); empty for UIKit's own.
    public static func scriptProperties(of controller: UIViewController) -> [String: String] {
        guard let script = UIKitHost.script(of: controller) else { return [:] }
        return HostCallbacks.storedPropertyDescriptions(of: script)
    }
}
