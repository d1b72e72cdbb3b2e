import SwiftSubset
import UIKitSim

/// Home Screen quick actions: `UIApplicationShortcutItem`, `UIApplicationShortcutIcon`,
/// `UIApplication.shortcutItems` and `UIScene.ConnectionOptions.shortcutItem`, records a
/// program makes and reads back (UIApplicationShortcutItem.swift). The `userInfo` dictionary
/// (`[String: NSSecureCoding]`) keeps the script's values as they were.
extension UIKitHost {
    func addShortcuts(to module: inout HostModule) {
        let host = self
        module.protocols["NSSecureCoding"] = []
        let item = ui.shortcutItem
        item.describe = { "\($0)" }
        for labels in [["type", "localizedTitle"], ["type", "localizedTitle", "localizedSubtitle", "icon", "userInfo"]] {
            item.defineInit("init(" + labels.map { $0 + ":" }.joined() + ")") { args, _ throws(Interrupt) -> AnyObject in
                guard args.count == labels.count, let type = Self.text(args[0]), let title = Self.text(args[1]) else {
                    throw .fatal("Fatal error: UIApplicationShortcutItem expects a type and a localized title")
                }
                let info: [String: Any]? = if args.count > 4, case .dictionary(let entries) = args[4].unwrapped {
                    Dictionary(zip(entries.keys.compactMap(Self.text), entries.values), uniquingKeysWith: { $1 })
                } else { nil }
                return UIApplicationShortcutItem(
                    type: type, localizedTitle: title, localizedSubtitle: args.count > 2 ? Self.text(args[2]) : nil,
                    icon: args.count > 3 ? Self.native(args[3]) as? UIApplicationShortcutIcon : nil, userInfo: info)
            }
        }
        item.properties["type"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? UIApplicationShortcutItem)?.type ?? "")
        })
        item.properties["localizedTitle"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? UIApplicationShortcutItem)?.localizedTitle ?? "")
        })
        item.properties["localizedSubtitle"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UIApplicationShortcutItem)?.localizedSubtitle.map(Value.string))
        })
        item.properties["icon"] = objectProperty(UIApplicationShortcutItem.self) { $0.icon }
        item.properties["userInfo"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let info = (object as? UIApplicationShortcutItem)?.userInfo else { return .optional(nil) }
            var entries = OrderedDict()
            for key in info.keys.sorted() {
                entries.set(.string(key), info[key] as? Value)
            }
            return .optional(.dictionary(entries))
        })
        let icon = ui.shortcutIcon
        icon.describe = { "\($0)" }
        for label in ["systemImageName", "templateImageName"] {
            icon.defineInit("init(\(label):)") { args, _ throws(Interrupt) -> AnyObject in
                guard let name = args.first.flatMap(Self.text) else {
                    throw .fatal("Fatal error: UIApplicationShortcutIcon(\(label):) expects a name")
                }
                return label == "systemImageName" ? UIApplicationShortcutIcon(systemImageName: name)
                    : UIApplicationShortcutIcon(templateImageName: name)
            }
        }
        application.properties["shortcutItems"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let items = (object as? UIApplication)?.shortcutItems else { return .optional(nil) }
                return .optional(.array(items.map { host.value($0) }))
            },
            set: { object, value throws(Interrupt) in
                var items: [UIApplicationShortcutItem]?
                if case .array(let values) = value.unwrapped {
                    items = values.compactMap { Self.native($0) as? UIApplicationShortcutItem }
                }
                (object as? UIApplication)?.shortcutItems = items
            })
        // UIKitSim launches from the app's icon, never from a quick action (Apple,
        // `UIScene.ConnectionOptions.shortcutItem`: "The Home Screen quick action that the user
        // selected to launch your app", so nil for a launch from the icon).
        ui.connectionOptions.properties["shortcutItem"] = HostProperty(get: { _ throws(Interrupt) -> Value in .optional(nil) })
    }
}
