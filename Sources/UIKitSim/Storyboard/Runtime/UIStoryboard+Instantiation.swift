extension UIStoryboard {
    /// Makes a new controller for `scene`: its class, its titles, its view recipe, and its
    /// relationship children (which are made too, recursively).
    /// A `creator` (`instantiateViewController(identifier:creator:)`, an `@IBSegueAction`)
    /// makes the controller instead when it returns one of the scene's kind.
    func instantiate(_ scene: SceneController, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        if case .reference(let storyboardName, let identifier) = scene.kind {
            return instantiateReference(storyboardName: storyboardName, identifier: identifier)
        }
        let created = creator?(NSCoder()).flatMap { fits($0, scene.kind) ? $0 : nil }
        let controller = created ?? makeController(for: scene)
        controller.storyboard = self
        madeControllers.append((WeakBox(controller), scene.id))
        if let title = scene.title { controller.title = title }
        if let title = scene.navigationItemTitle { controller.navigationItem.title = title }
        if let title = scene.tabBarItemTitle { controller.tabBarItem.title = title }
        installBarButtonItems(of: scene, in: controller)
        if scene.showsToolbar { (controller as? UINavigationController)?.isToolbarHidden = false }
        if let view = scene.view {
            controller.storyboardMakeView = { [weak self, weak controller] in
                guard let self, let controller else { return UIView() }
                return self.makeSceneView(view, for: controller, scene: scene)
            }
        }
        installRelationships(of: scene, in: controller)
        if isAlive { controller.awakeFromNib() }
        return controller
    }

    /// A storyboard reference: the initial or identified controller of another storyboard.
    private func instantiateReference(storyboardName: String, identifier: String?) -> UIViewController {
        let other = StoryboardCatalogue.$current.withValue(catalogue) {
            UIStoryboard(name: storyboardName, bundle: nil)
        }
        guard isAlive else { return UIViewController() }
        if let identifier { return other.instantiateViewController(withIdentifier: identifier) }
        return other.instantiateInitialViewController() ?? UIViewController()
    }

    /// The built-in class for the scene's element, or the `customClass` when the catalogue's
    /// resolver knows it and it is a kind of the built-in class. Anything else silently gives
    /// the built-in class, as on iOS.
    private func makeController(for scene: SceneController) -> UIViewController {
        if let className = scene.customClass,
           let custom = catalogue?.classResolver?.makeViewController(className: className),
           fits(custom, scene.kind) {
            return custom
        }
        switch scene.kind {
        case .navigationController: return UINavigationController()
        case .tabBarController: return UITabBarController()
        case .splitViewController: return UISplitViewController()
        case .tableViewController: return UITableViewController(style: .plain)
        case .collectionViewController: return UICollectionViewController(nibName: nil, bundle: nil)
        case .pageViewController:
            return UIPageViewController(
                transitionStyle: scene.pageTransitionStyle == "scroll" ? .scroll : .pageCurl,
                navigationOrientation: scene.pageNavigationOrientation == "vertical" ? .vertical : .horizontal)
        case .viewController, .reference, .other:
            return UIViewController()
        }
    }

    private func fits(_ controller: UIViewController, _ kind: SceneControllerKind) -> Bool {
        switch kind {
        case .navigationController: controller is UINavigationController
        case .tabBarController: controller is UITabBarController
        case .splitViewController: controller is UISplitViewController
        case .tableViewController: controller is UITableViewController
        case .collectionViewController: controller is UICollectionViewController
        case .pageViewController: controller is UIPageViewController
        default: true
        }
    }
}
