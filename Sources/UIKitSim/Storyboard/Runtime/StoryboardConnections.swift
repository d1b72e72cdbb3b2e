/// The views made for a scene, by id, with what must be connected once the view is assigned.
struct BuiltSceneViews {
    /// Container views and their scene views, for the embed segues.
    var containers: [(UIView, SceneView)] = []
    /// Every view made, by its storyboard id (outlet destinations).
    var viewsByID: [String: UIView] = [:]
    /// Controls with the actions drawn from them.
    var actions: [(UIView, [ActionConnection])] = []
    /// The views' safe-area guides, by their storyboard id (constraint items).
    var guidesByID: [String: UILayoutGuide] = [:]
    /// Views made of their scene's custom class, sent `awakeFromNib` once the outlets are
    /// connected.
    var customViews: [UIView] = []

    /// The view or guide a constraint's item id names.
    func item(_ id: String) -> AnyObject? {
        viewsByID[id] ?? guidesByID[id]
    }
}

extension UIStoryboard {
    /// Connects a scene's outlets (the controller's properties set to its views, in file order)
    /// and its actions (each control calls the controller's action method for its event).
    /// An outlet to a bar button item of the scene's navigation item gets the item installed on
    /// the controller (`installBarButtonItems`, which runs before the view loads). An outlet to
    /// an object that is neither (a gesture recogniser) is skipped; an action whose target is
    /// not the scene's controller too.
    func connect(_ scene: SceneController, built: BuiltSceneViews, to controller: UIViewController) {
        for outlet in scene.outlets {
            let destination: AnyObject? = outlet.destinationID == scene.id
                ? controller
                : built.viewsByID[outlet.destinationID] ?? installedBarButtonItem(outlet.destinationID, of: scene, in: controller)
            guard let destination else { continue }
            controller.connectOutlet(outlet.property, to: destination)
            guard isAlive else { return }
        }
        for (view, actions) in built.actions {
            guard let control = view as? UIControl else { continue }
            for action in actions where action.destinationID == scene.id {
                let selector = action.selector
                control.addAction(UIAction { [weak controller, weak control] _ in
                    controller?.performAction(selector, sender: control)
                }, for: Self.controlEvent(action.eventType))
            }
        }
    }

    /// The item `installBarButtonItems` put on the controller's navigation item for the scene's
    /// bar button item with this storyboard id; nil when the id is not one of them.
    private func installedBarButtonItem(_ id: String, of scene: SceneController, in controller: UIViewController) -> UIBarButtonItem? {
        guard let item = scene.barButtonItems.first(where: { $0.id == id }) else { return nil }
        // The items of its place (toolbar, right, left), in the order `installBarButtonItems`
        // appended them.
        let side = scene.barButtonItems.filter { $0.isToolbarItem == item.isToolbarItem && (item.isToolbarItem || $0.isRight == item.isRight) }
        let installed = (item.isToolbarItem ? controller.toolbarItems
            : item.isRight ? controller.navigationItem.rightBarButtonItems : controller.navigationItem.leftBarButtonItems) ?? []
        guard let index = side.firstIndex(where: { $0.id == id }), index < installed.count else { return nil }
        return installed[index]
    }

    /// The control event an action's `eventType` names; a tap when absent or unknown.
    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        default: .touchUpInside
        }
    }
}

extension UIResponder {
    /// Sets an outlet as `-[NSObject setValue:forKey:]` does for a storyboard (on a controller,
    /// or a prototype cell); a property the class does not have raises NSUnknownKeyException
    /// with UIKit's text (the reason device logs show: "[<ViewController 0x…>
    /// setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key
    /// titleLabel.", and "[<UITableViewCell 0x…> …" for a cell).
    func connectOutlet(_ property: String, to destination: AnyObject) {
        if subclassBehaviour?.setProperty(property, to: destination, on: self) == true { return }
        simulation?.raise(ExceptionName.unknownKey,
            "[<\(simulatedClassName) \(simulatedIdentity.address)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).")
    }
}

extension UIViewController {

    /// Sends an action message (`tapped:`) with its sender; a method the class lacks raises
    /// NSInvalidArgumentException "-[ViewController tapped:]: unrecognized selector sent to
    /// instance 0x…", as the Objective-C runtime does.
    func performAction(_ selector: String, sender: AnyObject?) {
        guard isAppAlive else { return }
        if let behaviour = subclassBehaviour, behaviour.implements(selector) {
            _ = behaviour.perform(selector, on: self, with: [sender])
            return
        }
        raiseUnrecognizedSelector(selector)
    }

    /// NSInvalidArgumentException "-[ViewController tapped:]: unrecognized selector sent to
    /// instance 0x…": what the Objective-C runtime raises for a message the class lacks.
    func raiseUnrecognizedSelector(_ selector: String) {
        simulation?.raise(ExceptionName.invalidArgument,
            "-[\(simulatedClassName) \(selector)]: unrecognized selector sent to instance \(simulatedIdentity.address)")
    }
}

extension UIViewController {
    /// Runs the source's `@IBSegueAction` (`makeDetail:`, `makeDetail:sender:` or
    /// `makeDetail:sender:segueIdentifier:`) with the coder, the sender and the identifier
    /// (each method takes as many as its selector names); its controller, or nil for the
    /// storyboard's default. A source without the method raises "unrecognized selector".
    func performSegueAction(_ selector: String, coder: NSCoder, sender: Any?, identifier: String?) -> UIViewController? {
        guard isAppAlive else { return nil }
        guard let behaviour = subclassBehaviour, behaviour.implements(selector) else {
            raiseUnrecognizedSelector(selector)
            return nil
        }
        return behaviour.perform(selector, on: self, with: [coder, sender, identifier])?.value as? UIViewController
    }
}
