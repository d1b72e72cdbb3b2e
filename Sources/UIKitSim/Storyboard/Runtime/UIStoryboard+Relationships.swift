extension UIStoryboard {
    /// Relationship arrows are containment, not segues: the children are made and handed to
    /// the container (navigation root, tabs, split columns) with no identifier and no prepare.
    func installRelationships(of scene: SceneController, in controller: UIViewController) {
        let relationships = scene.relationships
        guard !relationships.isEmpty else { return }
        var children: [(RelationshipKind, UIViewController)] = []
        for (kind, destinationID) in relationships {
            guard isAlive, let destinationScene = document?.controller(withID: destinationID) else { return }
            children.append((kind, instantiate(destinationScene)))
        }
        guard isAlive else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = children.first(where: { $0.0 == .rootViewController })?.1 {
                navigation.setViewControllers([root], animated: false)
            }
        case let tabs as UITabBarController:
            tabs.setViewControllers(children.filter { $0.0 == .viewControllers }.map(\.1), animated: false)
        case let split as UISplitViewController:
            let primary = children.first { $0.0 == .masterViewController }?.1
            let secondary = children.first { $0.0 == .detailViewController }?.1
            split.viewControllers = [primary, secondary].compactMap { $0 }
        default:
            break
        }
    }
}
