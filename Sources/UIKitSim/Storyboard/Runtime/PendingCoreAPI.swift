// TEMPORARY: stand-ins for core API that branch `sim` has not committed yet, so that the
// storyboard code builds. They do nothing; each is deleted when the core's real one is merged.

extension UIViewController {
    func show(_ viewController: UIViewController, sender: Any?) {}
    func showDetailViewController(_ viewController: UIViewController, sender: Any?) {}
    func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
    var presentingViewController: UIViewController? { nil }
}

extension UINavigationController {
    var viewControllers: [UIViewController] { children }
    var topViewController: UIViewController? { children.last }
    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
}

extension UITabBarController {
    func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

extension UISplitViewController {
    var viewControllers: [UIViewController] {
        get { children }
        set {}
    }
}
