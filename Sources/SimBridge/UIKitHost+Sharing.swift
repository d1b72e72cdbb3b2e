import SwiftSubset
import UIKitSim

/// The share sheet for scripts: `UIActivityViewController(activityItems:applicationActivities:)`,
/// presented like any controller (a popover that adapts to a sheet on an iPhone).
extension UIKitHost {
    func addSharing() {
        let bridge = bridge
        ui.activityViewController.defineInit("init(activityItems:applicationActivities:)") { args, _ throws(Interrupt) -> AnyObject in
            guard args.count == 2, case .array(let items) = args[0].unwrapped else {
                throw .fatal("Fatal error: UIActivityViewController(activityItems:applicationActivities:) expects an array of items")
            }
            let activities = (args[1].unwrapped.arrayItems ?? []).compactMap(Self.native)
            return bridge.within {
                UIActivityViewController(activityItems: items.compactMap(NativeValues.native), applicationActivities: activities)
            }
        }
    }
}

private extension Value {
    /// The elements of an array value; nil for anything else.
    var arrayItems: [Value]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
