import SwiftSubset
import UIKitSim

/// Menus and what real apps set on bar button items beyond their title and state: `UIMenu`
/// (title, children), a bar button item's `menu`, `tintColor`, `hidesSharedBackground`,
/// `width`, the spaces `flexibleSpace()`/`fixedSpace(_:)`, `init(image:)`, and a navigation
/// item's item arrays. Records: nothing is drawn, and no simulated action opens a menu.
extension UIKitHost {
    func addMenus() {
        let host = self
        let menu = ui.menu
        menu.describe = { "\($0)" }
        let make: ([Value], String) throws(Interrupt) -> AnyObject = { args, initializer throws(Interrupt) in
            guard case .array(let items)? = args.last?.unwrapped else {
                throw .fatal("Fatal error: \(initializer) expects an array of menu elements")
            }
            var children: [UIMenuElement] = []
            for item in items {
                guard let element = Self.native(item) as? UIMenuElement else {
                    throw .fatal("Fatal error: \(initializer) expects an array of menu elements (UIAction or UIMenu)")
                }
                children.append(element)
            }
            let title = args.count > 1 ? Self.text(args[0]) ?? "" : ""
            let image = args.count > 2 ? Self.native(args[1]) as? UIImage : nil
            return UIMenu(title: title, image: image, children: children)
        }
        for initializer in ["init(children:)", "init(title:children:)", "init(title:image:children:)"] {
            menu.defineInit(initializer) { args, _ throws(Interrupt) -> AnyObject in try make(args, "UIMenu\(initializer.dropFirst(4))") }
        }
        menu.properties["children"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .array(((object as? UIMenu)?.children ?? []).map { host.value($0) })
        })
        let bar = ui.barButtonItem
        bar.properties["menu"] = settableObjectProperty(UIBarButtonItem.self, UIMenu.self, get: { $0.menu }, set: { $0.menu = $1 })
        bar.properties["tintColor"] = settableObjectProperty(UIBarButtonItem.self, UIColor.self,
                                                             get: { $0.tintColor }, set: { $0.tintColor = $1 })
        bar.propertyTypes["tintColor"] = "UIColor"
        bar.properties["hidesSharedBackground"] = boolProperty(UIBarButtonItem.self, get: { $0.hidesSharedBackground },
                                                               set: { $0.hidesSharedBackground = $1 })
        bar.properties["width"] = numberProperty(UIBarButtonItem.self, get: { $0.width }, set: { $0.width = $1 })
        bar.defineStaticMethod("flexibleSpace()") { _ throws(Interrupt) -> Value in host.value(UIBarButtonItem.flexibleSpace()) }
        bar.defineStaticMethod("fixedSpace(_:)") { args throws(Interrupt) -> Value in
            host.value(UIBarButtonItem.fixedSpace(args.first.flatMap(Self.number) ?? 0))
        }
        // Apple, `init(title:image:target:action:menu:)` (iOS 16): every parameter defaults to nil.
        bar.defineInit("init(image:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(title: nil, image: args.first.flatMap(Self.native) as? UIImage)
        }
        bar.defineInit("init(title:menu:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(title: args.first.flatMap(Self.text), menu: args.count > 1 ? Self.native(args[1]) as? UIMenu : nil)
        }
        bar.defineInit("init(image:menu:)") { args, _ throws(Interrupt) -> AnyObject in
            UIBarButtonItem(title: nil, image: args.first.flatMap(Self.native) as? UIImage,
                            menu: args.count > 1 ? Self.native(args[1]) as? UIMenu : nil)
        }
        addNavigationItemArrays()
    }

    /// `rightBarButtonItems`/`leftBarButtonItems` (Apple: `rightBarButtonItem` is the first of them).
    private func addNavigationItemArrays() {
        let host = self
        let bridge = bridge
        for side in ["rightBarButtonItems", "leftBarButtonItems"] {
            let isRight = side == "rightBarButtonItems"
            ui.navigationItem.properties[side] = HostProperty.settable(
                get: { object throws(Interrupt) -> Value in
                    guard let item = object as? UINavigationItem,
                          let items = isRight ? item.rightBarButtonItems : item.leftBarButtonItems else { return .optional(nil) }
                    return .optional(.array(items.map { host.value($0) }))
                },
                set: { object, value throws(Interrupt) in
                    let items = try Self.barButtonItems(value, in: side)
                    try bridge.perform {
                        guard let item = object as? UINavigationItem else { return }
                        if isRight { item.rightBarButtonItems = items } else { item.leftBarButtonItems = items }
                    }
                })
            ui.navigationItem.propertyTypes[side] = "[UIBarButtonItem]?"
        }
        viewController.propertyTypes["toolbarItems"] = "[UIBarButtonItem]?"
    }
}
