/// A path to a controller (or a collection of them) from the key window's root, such as
/// `root.viewControllers[1].top` or `root.viewControllers`.
public struct ControllerPath: Sendable, Hashable, CustomStringConvertible {
    /// One step after `root`.
    public enum Step: Sendable, Hashable {
        /// `.children[N]`.
        case children(Int)
        /// `.viewControllers[N]`.
        case viewControllers(Int)
        /// `.top`: a navigation controller's top controller.
        case top
        /// `.visible`: a navigation controller's visible controller.
        case visible
        /// `.selected`: a tab bar controller's selected controller.
        case selected
        /// `.presented`: the controller this one presents.
        case presented
        /// `.primary`: a split view controller's primary column.
        case primary
        /// `.secondary`: a split view controller's secondary column.
        case secondary
        /// `.parent`.
        case parent
        /// `.content`: what a navigation controller wraps (its root), or the controller itself
        /// when it is no navigation controller; for places where UIKit accepts either (a
        /// presented screen, a split view's column).
        case content
    }

    /// What the path ends in, for `count`.
    public enum Collection: String, Sendable, Hashable {
        /// `.children` at the end of a path.
        case children
        /// `.viewControllers` at the end of a path.
        case viewControllers
    }

    /// The steps after `root`, in order.
    public var steps: [Step]
    /// Set when the path ends in a whole collection (`.viewControllers`, `.children`).
    public var collection: Collection?
    /// The path as written.
    public var description: String

    /// Parses a path; nil when it does not start at `root` or has an unknown step.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "root" else { return nil }
        var steps: [Step] = []
        var collection: Collection?
        for (index, part) in parts.dropFirst().enumerated() {
            guard collection == nil else { return nil }  // a collection ends the path
            let isLast = index == parts.count - 2
            switch part {
            case "top": steps.append(.top)
            case "visible": steps.append(.visible)
            case "selected": steps.append(.selected)
            case "presented": steps.append(.presented)
            case "primary": steps.append(.primary)
            case "secondary": steps.append(.secondary)
            case "parent": steps.append(.parent)
            case "content": steps.append(.content)
            case "children" where isLast: collection = .children
            case "viewControllers" where isLast: collection = .viewControllers
            default:
                guard let step = Self.indexed(part) else { return nil }
                steps.append(step)
            }
        }
        self.steps = steps
        self.collection = collection
        self.description = text
    }

    private static func indexed(_ part: String) -> Step? {
        guard part.hasSuffix("]"), let open = part.firstIndex(of: "[") else { return nil }
        let name = part[..<open]
        guard let number = Int(part[part.index(after: open)..<part.index(before: part.endIndex)]),
              number >= 0 else { return nil }
        switch name {
        case "children": return .children(number)
        case "viewControllers": return .viewControllers(number)
        default: return nil
        }
    }
}
