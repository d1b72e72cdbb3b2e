import Foundation

/// A view in a scene's view tree: the scene's root view, its subviews, and the cells of a table.
struct SceneView: Sendable, Equatable {
    /// The element's `id`.
    var id: String
    /// What kind of view the element describes.
    var kind: SceneViewKind
    /// The subviews (`subviews` children), or a table's cells (prototype or static), in order.
    var subviews: [SceneView]
    /// Segues drawn from this view (a control or a cell), in file order.
    var segues: [SegueTemplate]
    /// The line (1-based) of the element's start tag.
    var line: Int
    /// The keyed `rect key="frame"` child, in the superview's coordinates, when present.
    var frame: CGRect? = nil
    /// The actions drawn from this view (a control), in file order.
    var actions: [ActionConnection] = []
    /// The `customClass` of the element (read for prototype cells).
    var customClass: String? = nil
    /// The outlets of the view itself (a prototype cell's `nameLabel`), in file order.
    var outlets: [OutletConnection] = []
    /// A cell's `accessoryType` attribute (`detailDisclosureButton`…), if any.
    var accessoryType: String? = nil
    /// A cell's `style` attribute (`IBUITableViewCellStyleValue1`…), if any.
    var cellStyle: String? = nil
    /// For a table with static content (`dataMode="static"`): how many cells each section
    /// holds, in order (its cells are the last of `subviews`); nil for other tables.
    var staticSectionSizes: [Int]? = nil
    /// The `translatesAutoresizingMaskIntoConstraints` attribute: Xcode writes "NO" for a view
    /// it places with constraints, and nothing (true) for one its autoresizing mask places.
    var translatesAutoresizingMask = true
    /// The constraints this view holds, in file order.
    var constraints: [SceneConstraint] = []
    /// A table's `rowHeight` attribute (`-1`: automatic, sized by the cells' constraints).
    var rowHeight: CGFloat? = nil
    /// For a controller's root view: the ids of the controller's `viewControllerLayoutGuide`s
    /// (storyboards before iOS 11: `topLayoutGuide`, `bottomLayoutGuide`), with their `type`.
    var barGuideIDs: [String: String] = [:]
    /// The ids of the view's `viewLayoutGuide` children by their key: `safeArea` (any view),
    /// `contentLayoutGuide` and `frameLayoutGuide` (a scroll view, Xcode 11 and later), and of
    /// its `keyboardLayoutGuide` child (key `keyboard`).
    var layoutGuideIDs: [String: String] = [:]

    /// Every segue in this view and below it, depth first in file order.
    var allSegues: [SegueTemplate] {
        segues + subviews.flatMap(\.allSegues)
    }

    /// This view and every view below it, depth first in file order.
    var allViews: [SceneView] {
        [self] + subviews.flatMap(\.allViews)
    }

    /// This view and every view below it, depth first in file order, without recursion (a
    /// storyboard may nest views thousands deep).
    var viewsWithoutRecursion: [SceneView] {
        var found: [SceneView] = []
        var pending: [SceneView] = [self]
        while let view = pending.popLast() {
            found.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The first view in this tree whose id is `id`.
    func view(withID id: String) -> SceneView? {
        allViews.first { $0.id == id }
    }
}

/// The kinds of view the reader distinguishes.
enum SceneViewKind: Sendable, Equatable {
    /// A plain `view` (a scene's root, or a subview).
    case plain
    /// A `button`, with the title of its normal state (or of its configuration).
    case button(title: String?)
    /// A `label` with its `text`.
    case label(text: String?)
    /// A `tableView`; its `subviews` are its cells.
    case tableView
    /// A `tableViewCell`; `reuseIdentifier` is set for prototype cells, `text` is the cell's
    /// first label text (for static cells), if any.
    case tableViewCell(reuseIdentifier: String?, text: String?)
    /// A `collectionView`; its `subviews` are its prototype cells. `itemSize` is its flow
    /// layout's, when the storyboard gives one.
    case collectionView(itemSize: CGSize?)
    /// A `collectionViewCell`, a prototype with its `reuseIdentifier`.
    case collectionViewCell(reuseIdentifier: String?)
    /// A `containerView`, whose embed segue names the child controller.
    case containerView
    /// An image view, a text field or view, a switch, a segmented control or a progress view.
    case widget(SceneWidget)
    /// Any other view element (an image view, a switch…), kept by name.
    case other(elementName: String)
}

extension SceneViewKind {
    /// Whether this is a cell of a table or collection view (made by its list, not as a subview).
    var isCell: Bool {
        switch self {
        case .tableViewCell, .collectionViewCell: true
        default: false
        }
    }

    /// Whether this is a list of cells: a table or collection view.
    var isList: Bool {
        switch self {
        case .tableView, .collectionView: true
        default: false
        }
    }

    /// The reuse identifier of a prototype cell of a table or collection view.
    var prototypeReuseIdentifier: String? {
        switch self {
        case .tableViewCell(let identifier, _), .collectionViewCell(let identifier): identifier
        default: nil
        }
    }
}
