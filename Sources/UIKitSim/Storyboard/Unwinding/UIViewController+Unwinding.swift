/// The iOS 13 unwind API of every controller (Apple's `UIViewController` pages
/// `canPerformUnwindSegueAction(_:from:sender:)`, `allowedChildrenForUnwinding(from:)`,
/// `childContaining(_:)`, `unwind(for:towards:)`). Each asks a script subclass first; the
/// containers' own behaviour (a navigation controller's top-down search and pop, a tab bar
/// controller's selection) is UIKit's default here, since Swift extensions cannot be
/// overridden by UIKitSim's own subclasses.
extension UIViewController {
    /// Whether this controller is the unwind's destination. UIKit's default: it implements
    /// `action` and is not `fromViewController`.
    public func canPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController,
                                            sender: Any?) -> Bool {
        if let answer = subclassOverride("canPerformUnwindSegueAction(_:from:sender:)",
                                         SelectorName(text: action), fromViewController, OptionalArgument(sender)) {
            return answer.value as? Bool ?? false
        }
        return self !== fromViewController && unwindHandler(for: action) != nil
    }

    /// The children to search for the destination, in search order. UIKit's default: `children`
    /// without ``childContaining(_:)``'s (the branch the search came from); a navigation
    /// controller searches its stack from the top down.
    public func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        if let answer = subclassOverride("allowedChildrenForUnwinding(from:)", source) {
            return (answer.value as? [Any?])?.compactMap { $0 as? UIViewController }
                ?? (answer.value as? [UIViewController]) ?? []
        }
        let excluded = childContaining(source)
        let ordered = self is UINavigationController ? Array(children.reversed()) : children
        return ordered.filter { $0 !== excluded }
    }

    /// The child whose branch holds the unwind's source (through parents and presentations),
    /// or nil.
    public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        if let answer = subclassOverride("childContaining(_:)", source) {
            return answer.value as? UIViewController
        }
        var node: UIViewController? = source.source
        while let current = node {
            if current.parent === self { return current }
            node = current.parent ?? current.presentingViewController
        }
        return nil
    }

    /// Called on the containers on the way to the destination so that `subsequentVC` shows:
    /// a navigation controller pops back to it, a tab bar controller selects it; other
    /// controllers do nothing.
    public func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if overriddenBySubclass("unwind(for:towards:)", unwindSegue, subsequentVC) { return }
        if let navigation = self as? UINavigationController,
           navigation.topViewController !== subsequentVC,
           navigation.viewControllers.contains(where: { $0 === subsequentVC }) {
            navigation.popToViewController(subsequentVC, animated: true)
        } else if let tabs = self as? UITabBarController, tabs.selectedViewController !== subsequentVC,
                  tabs.viewControllers?.contains(where: { $0 === subsequentVC }) == true {
            tabs.selectedViewController = subsequentVC
        }
    }

    /// The code that runs this controller's unwind action `selector`: a native target's, or
    /// an interpreted subclass's method; nil when it has none.
    func unwindHandler(for selector: String) -> ((UIStoryboardSegue) -> Void)? {
        (self as? any StoryboardUnwindTarget)?.unwindAction(named: selector) ?? subclassUnwindAction(named: selector)
    }
}
