/// A `segue` element: an arrow from a controller, control or cell to a destination.
struct SegueTemplate: Sendable, Equatable {
    /// The segue element's own `id`.
    var id: String
    /// The `destination` attribute: a controller's id, or an `exit` placeholder's for unwinds.
    var destinationID: String
    /// What the segue does.
    var kind: SegueKind
    /// The `identifier` attribute (what `performSegue(withIdentifier:sender:)` names).
    var identifier: String?
    /// Where the arrow starts.
    var trigger: SegueTrigger
    /// The line (1-based) of the segue element.
    var line: Int
    /// The `@IBSegueAction` that makes the destination (`destinationCreationSelector`,
    /// e.g. `makeDetail:sender:`), if any.
    var destinationCreationSelector: String? = nil
}

/// Where a segue's arrow starts.
enum SegueTrigger: Sendable, Equatable {
    /// The controller itself: a manual segue, fired only by `performSegue`.
    case controller
    /// A control (a button…) in the controller's view, by the control's id.
    case control(viewID: String)
    /// A table view cell in the controller's view, by the cell's id.
    case cell(viewID: String)
    /// A table view cell's accessory button (`trigger="accessoryAction"`), by the cell's id.
    case cellAccessory(viewID: String)
    /// A bar button item of the controller's navigation item, by the item's id.
    case barButtonItem(itemID: String)
}

/// The `relationship` attribute of a relationship segue.
enum RelationshipKind: String, Sendable, Equatable {
    /// A navigation controller's root.
    case rootViewController
    /// One tab of a tab bar controller (one arrow per tab, in order).
    case viewControllers
    /// A split view controller's primary column.
    case masterViewController
    /// A split view controller's secondary column.
    case detailViewController
}

/// How a presentation segue presents, from the segue's attributes.
struct ModalPresentationOptions: Sendable, Equatable {
    /// The `modalPresentationStyle` attribute (e.g. `fullScreen`, `pageSheet`), if set.
    var presentationStyle: String?
    /// The `modalTransitionStyle` attribute (e.g. `crossDissolve`), if set.
    var transitionStyle: String?
    /// The `animates` attribute: false when the file says `animates="NO"`.
    var animates: Bool = true
}

/// What a segue does, from its `kind` attribute.
enum SegueKind: Sendable, Equatable {
    /// `relationship`: containment (navigation root, tab items, split columns).
    case relationship(RelationshipKind)
    /// `show`: push inside a navigation controller, present otherwise.
    case show
    /// `showDetail`: the split view's secondary.
    case showDetail
    /// `presentation`: present modally.
    case presentation(ModalPresentationOptions)
    /// `popoverPresentation`.
    case popoverPresentation
    /// `embed`: a container view's child.
    case embed
    /// `unwind`, with the `unwindAction` selector name (e.g. `unwindToStart:`).
    case unwind(action: String)
    /// `custom`, with the `customClass` of the segue.
    case custom(className: String)
    /// Legacy `push`.
    case push
    /// Legacy `modal`.
    case modal(ModalPresentationOptions)

    /// True for relationship arrows, which are not segues a program can perform.
    var isRelationship: Bool {
        if case .relationship = self { return true }
        return false
    }
}
