/// A `barButtonItem` of a scene's navigation item (`key="leftBarButtonItem"`,
/// `"rightBarButtonItem"`, or inside `leftBarButtonItems`/`rightBarButtonItems`) or of its
/// `toolbarItems`, with the segues and actions drawn from it.
struct SceneBarButtonItem: Sendable, Equatable {
    /// The element's `id`.
    var id: String
    /// Whether it sits on the right of the bar (else the left).
    var isRight: Bool
    /// Whether it is one of the controller's `toolbarItems` (then `isRight` means nothing).
    var isToolbarItem = false
    /// Its `title`, if it has one.
    var title: String?
    /// Its `systemItem` (`add`, `done`, `cancel`, `edit`, `save`), if it is a system item.
    var systemItem: String?
    /// Segues triggered by a tap, in file order.
    var segues: [SegueTemplate]
    /// Actions sent by a tap, in file order.
    var actions: [ActionConnection]
}
