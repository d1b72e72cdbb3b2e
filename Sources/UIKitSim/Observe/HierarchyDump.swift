extension Simulation {
    /// The controller and view hierarchy of every window, in the spirit of UIKit's
    /// `_printHierarchy` and `recursiveDescription`: each controller with its state, children
    /// indented under `|`, presented controllers under `+`, then the view tree.
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        for window in windows {
            let flags = [window.isKeyWindow ? "key" : nil, window.isHidden ? "hidden" : "visible"].compactMap { $0 }
            lines.append("\(window) frame \(Self.format(window.frame)), \(flags.joined(separator: ", "))")
            if let root = window.rootViewController {
                describe(controller: root, prefix: "   ", marker: "", into: &lines)
            } else {
                lines.append("   (no root view controller)")
            }
            lines.append("   views:")
            describe(view: window, prefix: "   ", into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func describe(controller: UIViewController, prefix: String, marker: String, into lines: inout [String]) {
        var parts = ["\(marker)\(controller)"]
        if let title = controller.title { parts.append("\"\(title)\"") }
        parts.append("state: \(Self.stateName(controller.appearanceState))")
        if let view = controller.viewIfLoaded {
            parts.append("view: \(view) \(Self.frameText(view))")
        } else {
            parts.append("view not loaded")
        }
        if let presenter = controller.presentingController {
            parts.append("presented by \(presenter) as \(Self.styleName(controller.resolvedPresentationStyle))")
        }
        lines.append(prefix + parts.joined(separator: ", "))
        for child in controller.children {
            describe(controller: child, prefix: prefix + "   | ", marker: "", into: &lines)
        }
        if let presented = controller.presentedController {
            describe(controller: presented, prefix: prefix + "   + ", marker: "", into: &lines)
        }
    }

    private func describe(view: UIView, prefix: String, into lines: inout [String]) {
        var parts = ["\(view) \(Self.frameText(view))"]
        if let owner = view.owningController { parts.append("view of \(owner)") }
        if let label = view as? UILabel, let text = label.text { parts.append("text \"\(text)\"") }
        if let button = view as? UIButton, let title = button.currentTitle { parts.append("title \"\(title)\"") }
        if view.isHidden { parts.append("hidden") }
        lines.append(prefix + parts.joined(separator: ", "))
        for subview in view.subviews { describe(view: subview, prefix: prefix + "   ", into: &lines) }
    }

    /// The view's frame, or that it is unknown (placed by Auto Layout, which UIKitSim does not
    /// solve).
    static func frameText(_ view: UIView) -> String {
        view.isFrameKnown ? format(view.frame) : "(frame unknown: Auto Layout)"
    }

    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            // Whole numbers print without a fraction; infinity, NaN and numbers too large for
            // an Int print as Double does (`inf`, `nan`, `1e+300`).
            abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    static func stateName(_ state: AppearanceState) -> String {
        switch state {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }

    static func styleName(_ style: UIModalPresentationStyle) -> String {
        switch style {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}
