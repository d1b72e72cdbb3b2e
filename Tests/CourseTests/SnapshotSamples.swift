@testable import Course

/// Hand-built snapshots of typical end states.
enum SnapshotSamples {
    /// A key, visible window whose root is a navigation controller holding `stack` (class names).
    static func navigation(stack: [String], title: String? = "Inbox", key: Bool = true) -> AppSnapshot {
        var controllers = [ControllerSnapshot(
            id: 1, className: "UINavigationController", superclasses: ["UIViewController"],
            children: Array(stack.indices.map { $0 + 2 }), viewControllers: Array(stack.indices.map { $0 + 2 }),
            top: stack.isEmpty ? nil : stack.count + 1, visible: stack.isEmpty ? nil : stack.count + 1)]
        for (index, name) in stack.enumerated() {
            controllers.append(ControllerSnapshot(
                id: index + 2, className: name, superclasses: ["UIViewController"], title: title, parent: 1,
                properties: ["count": "3"]))
        }
        return AppSnapshot(
            windows: [WindowSnapshot(isKey: key, isVisible: key, rootController: 1)], controllers: controllers)
    }
}
