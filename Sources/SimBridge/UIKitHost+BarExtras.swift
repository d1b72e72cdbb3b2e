import SwiftSubset
import UIKitSim

/// What real apps set on bars and bar items beyond titles: bar button items' state and custom
/// views, the navigation bar's large titles, the navigation controller's bar flags,
/// system tab bar items, table separators, and alerts' text fields.
extension UIKitHost {
    func addBarExtras() {
        addBarButtonItemState()
        addNavigationBarFlags()
        addSystemTabBarItems()
        addTableSeparators()
        addAlertTextFields()
    }

    private func addBarButtonItemState() {
        let bar = ui.barButtonItem
        bar.properties["isEnabled"] = boolProperty(UIBarButtonItem.self, get: { $0.isEnabled }, set: { $0.isEnabled = $1 })
        bar.properties["image"] = settableObjectProperty(UIBarButtonItem.self, UIImage.self, get: { $0.image }, set: { $0.image = $1 })
        bar.properties["customView"] = settableObjectProperty(UIBarButtonItem.self, UIView.self,
                                                              get: { $0.customView }, set: { $0.customView = $1 })
        enumProperty(bar, "style", UIBarButtonItem.self, enumName: "UIBarButtonItem.Style", get: { $0.style }, set: { $0.style = $1 })
        bar.defineInit("init(customView:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(customView: try Self.argument(args, 0, as: UIView.self, in: "UIBarButtonItem(customView:)"))
        }
    }

    private func addNavigationBarFlags() {
        navigationController.properties["navigationBar"] = objectProperty(UINavigationController.self) { $0.navigationBar }
        let bar = ui.navigationBar
        bar.describe = { "\($0)" }
        bar.properties["prefersLargeTitles"] = boolProperty(UINavigationBar.self, get: { $0.prefersLargeTitles },
                                                            set: { $0.prefersLargeTitles = $1 })
        bar.properties["isTranslucent"] = boolProperty(UINavigationBar.self, get: { $0.isTranslucent }, set: { $0.isTranslucent = $1 })
        navigationController.properties["hidesBarsOnTap"] = boolProperty(UINavigationController.self, get: { $0.hidesBarsOnTap },
                                                                          set: { $0.hidesBarsOnTap = $1 })
        enumProperty(ui.navigationItem, "largeTitleDisplayMode", UINavigationItem.self,
                     enumName: "UINavigationItem.LargeTitleDisplayMode",
                     get: { $0.largeTitleDisplayMode }, set: { $0.largeTitleDisplayMode = $1 })
    }

    /// The bar button items in a script array (`[UIBarButtonItem]?`), or a clear error.
    static func barButtonItems(_ value: Value, in member: String) throws(Interrupt) -> [UIBarButtonItem]? {
        if case .optional(nil) = value { return nil }
        guard case .array(let items) = value.unwrapped else {
            throw .fatal("Fatal error: \(member) expects an array of UIBarButtonItem")
        }
        var found: [UIBarButtonItem] = []
        for item in items {
            guard let button = native(item) as? UIBarButtonItem else {
                throw .fatal("Fatal error: \(member) expects an array of UIBarButtonItem")
            }
            found.append(button)
        }
        return found
    }

    private func addSystemTabBarItems() {
        let item = ui.tabBarItem
        let systemItems = Self.namedCases(UITabBarItem.SystemItem.self)
        item.defineInit("init(tabBarSystemItem:tag:)") { args, _ throws(Interrupt) -> AnyObject in
            let system = try Self.caseArgument(args, 0, in: "UITabBarItem(tabBarSystemItem:tag:)", systemItems)
            return UITabBarItem(tabBarSystemItem: system, tag: args.count > 1 ? Self.integer(args[1]) ?? 0 : 0)
        }
        // A system item shows its label on the tab bar; what its `title` property returns is
        // not documented, so reading it is refused rather than guessed.
        if let title = item.properties["title"], let set = title.set {
            item.properties["title"] = HostProperty.settable(
                get: { object throws(Interrupt) -> Value in
                    if let system = (object as? UITabBarItem)?.systemItem {
                        throw .unsupported("reading the title of a system tab bar item (.\(system.name)) is not supported yet")
                    }
                    return try title.get(object)
                },
                set: set)
        }
    }

    private func addTableSeparators() {
        enumProperty(ui.tableView, "separatorStyle", UITableView.self, enumName: "UITableViewCell.SeparatorStyle",
                     get: { $0.separatorStyle }, set: { $0.separatorStyle = $1 })
    }

    private func addAlertTextFields() {
        let bridge = bridge
        let host = self
        let alert = ui.alertController
        for name in ["addTextField(configurationHandler:)", "addTextField()"] {
            alert.define(name) { object, args throws(Interrupt) -> Value in
                let handler = args.first?.unwrapped ?? .void
                let configure: ((UITextField) -> Void)? = if case .function = handler {
                    { [weak bridge] field in _ = bridge?.callClosure(handler, [host.value(field)]) }
                } else { nil }
                try bridge.perform { (object as? UIAlertController)?.addTextField(configurationHandler: configure) }
                return .void
            }
        }
        alert.properties["textFields"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let fields = (object as? UIAlertController)?.textFields else { return .optional(nil) }
            return .optional(.array(fields.map { host.value($0) }))
        })
    }
}
