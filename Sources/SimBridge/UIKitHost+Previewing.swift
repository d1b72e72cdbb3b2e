import SwiftSubset
import UIKitSim

/// 3D Touch "peek and pop" (iOS 9–12; deprecated in iOS 13 for context menus): the simulated
/// iPhone has no 3D Touch, so nothing is ever peeked. `previewActionItems` is a controller's
/// (none unless overridden), `UIPreviewAction` is a record; registering for previewing is
/// refused with a precise "not supported" when it runs.
extension UIKitHost {
    func addPreviewing(to module: inout HostModule) {
        module.protocols["UIPreviewActionItem"] = []
        module.protocols["UIViewControllerPreviewing"] = []
        module.protocols["UIViewControllerPreviewingDelegate"] = [
            "previewingContext(_:viewControllerForLocation:)", "previewingContext(_:commit:)",
        ]
        module.enums.append(HostEnum(name: "UIPreviewAction.Style", cases: ["default", "selected", "destructive"]))
        viewController.properties["previewActionItems"] = HostProperty(get: { _ throws(Interrupt) -> Value in .array([]) })
        viewController.define("registerForPreviewing(with:sourceView:)") { _, _ throws(Interrupt) -> Value in
            throw .unsupported("'registerForPreviewing(with:sourceView:)' (3D Touch peek and pop) is not supported: "
                + "the simulated iPhone has no 3D Touch; UIKit replaced it by context menus in iOS 13")
        }
        let action = ui.previewAction
        action.describe = { "\($0)" }
        // A trailing handler closure is spelled `_:` in an initialiser call, as for UIAlertAction.
        for name in ["init(title:style:handler:)", "init(title:style:_:)"] {
            action.defineInit(name) { args, _ throws(Interrupt) -> AnyObject in
                PreviewActionRecord(title: args.first.flatMap(Self.text) ?? "")
            }
        }
        action.properties["title"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? PreviewActionRecord)?.title ?? "")
        })
    }
}

/// A `UIPreviewAction` as a program made it: only its title is kept (it is never shown).
final class PreviewActionRecord: CustomStringConvertible {
    let title: String
    init(title: String) { self.title = title }
    var description: String { "UIPreviewAction(\(title))" }
}
