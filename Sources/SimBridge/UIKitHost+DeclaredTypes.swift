import SwiftSubset

extension UIKitHost {
    /// UIKit's declared types of the properties learners assign and read most, so the type
    /// pass reports Swift's errors on them (`view.backgroundColor = "red"`, `navigationController
    /// .pushViewController(…)` without `?`, `label.text = count`). The one table for these; a
    /// property whose type an implicit member needs is declared beside it (`propertyTypes`, the
    /// same mechanism). An implicitly unwrapped property (`view: UIView!`) is declared as its
    /// wrapped type: it is used without unwrapping.
    func addDeclaredPropertyTypes() {
        let declared: [(HostClass, [String: String])] = [
            (viewController, ["view": "UIView", "title": "String?", "navigationController": "UINavigationController?"]),
            (view, ["backgroundColor": "UIColor?", "isHidden": "Bool"]),
            (ui.label, ["text": "String?"]),
            (ui.textField, ["text": "String?"]),
        ]
        for (hostClass, types) in declared {
            hostClass.propertyTypes.merge(types) { existing, _ in existing }
        }
    }
}
