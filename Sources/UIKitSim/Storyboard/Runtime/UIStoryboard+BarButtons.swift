extension UIStoryboard {
    /// Puts a scene's bar button items on the controller's navigation item or in its
    /// `toolbarItems`. A tap fires the item's segues (asking `shouldPerformSegue` first, the
    /// item as sender) and sends its actions to the controller, as a control's do.
    func installBarButtonItems(of scene: SceneController, in controller: UIViewController) {
        for item in scene.barButtonItems {
            weak var madeItem: UIBarButtonItem?
            let tap = UIAction { [weak self, weak controller] _ in
                guard let self, let controller else { return }
                for template in item.segues {
                    self.fireTriggeredSegue(template, from: controller, sender: madeItem)
                }
                for action in item.actions where action.destinationID == scene.id {
                    controller.performAction(action.selector, sender: madeItem)
                }
            }
            let made = if let system = item.systemItem.flatMap(Self.systemItem) {
                UIBarButtonItem(systemItem: system, primaryAction: tap)
            } else {
                UIBarButtonItem(title: item.title, primaryAction: tap)
            }
            madeItem = made
            if item.isToolbarItem {
                controller.toolbarItems = (controller.toolbarItems ?? []) + [made]
            } else if item.isRight {
                controller.navigationItem.rightBarButtonItems = (controller.navigationItem.rightBarButtonItems ?? []) + [made]
            } else {
                controller.navigationItem.leftBarButtonItems = (controller.navigationItem.leftBarButtonItems ?? []) + [made]
            }
        }
    }

    /// The system item a storyboard's `systemItem` names (Swift's case names); nil for others.
    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        UIBarButtonItem.SystemItem.allCases.first { $0.name == name }
    }
}
