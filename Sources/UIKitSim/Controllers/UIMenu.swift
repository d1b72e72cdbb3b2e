/// What a menu lists: an action or a submenu, with a title and an image (a name, no pixels).
open class UIMenuElement: NSObject {
    /// The element's title.
    public let title: String
    /// The element's image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu: a titled list of actions and submenus, shown by a bar button item or a button when
/// the user opens it. UIKitSim records it; nothing draws it.
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order (Apple, `children`: "The child elements of the menu").
    public let children: [UIMenuElement]

    /// Makes a menu (Apple, `init(title:image:identifier:options:children:)`: every parameter
    /// but the children defaults, the title to "").
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
