/// A `.storyboard` file as UIKitSim reads it: the scenes, their controllers and the arrows
/// between them, with everything else (constraints, canvas positions, resources) left out.
///
/// Made by ``StoryboardDocument/parse(xml:fileName:)``, which also checks that every arrow
/// points at something that exists, so the behaviour code can rely on the ids it finds here.
struct StoryboardDocument: Sendable, Equatable {
    /// The file's name as given to the reader (used in messages), e.g. `Main.storyboard`.
    var fileName: String
    /// The `id` of the scene's controller marked as the entry point, if any.
    var initialViewControllerID: String?
    /// The scenes in file order.
    var scenes: [StoryboardScene]

    /// The controller whose `id` is `id`, in any scene.
    func controller(withID id: String) -> SceneController? {
        scenes.first { $0.controller.id == id }?.controller
    }

    /// The controller whose Storyboard ID (`storyboardIdentifier`) is `identifier`.
    func controller(withStoryboardIdentifier identifier: String) -> SceneController? {
        scenes.first { $0.controller.storyboardIdentifier == identifier }?.controller
    }

    /// The controller that is the entry point, or nil when the file has none.
    var initialController: SceneController? {
        initialViewControllerID.flatMap { controller(withID: $0) }
    }

    /// True when `id` is the id of an `exit` placeholder in some scene.
    func isExit(_ id: String) -> Bool {
        scenes.contains { $0.exitIDs.contains(id) }
    }
}

/// One `scene` element: one controller, plus the `exit` placeholders beside it.
struct StoryboardScene: Sendable, Equatable {
    /// The scene's `sceneID` attribute.
    var sceneID: String
    /// The scene's single controller.
    var controller: SceneController
    /// The ids of `exit` placeholders in the scene's `objects` (targets of unwind segues).
    var exitIDs: Set<String>
}

/// The kinds of controller element a scene may hold.
enum SceneControllerKind: Sendable, Equatable {
    case viewController
    case navigationController
    case tabBarController
    case splitViewController
    case tableViewController
    case collectionViewController
    case pageViewController
    /// A storyboard reference (`viewControllerPlaceholder`): the controller lives in another
    /// storyboard, named `storyboardName`; `referencedIdentifier` nil means its initial one.
    case reference(storyboardName: String, referencedIdentifier: String?)
    /// Any other controller element (a collection view controller, say): it behaves as a
    /// plain view controller. The element's name is kept for messages.
    case other(elementName: String)
}

/// A controller element in a scene.
struct SceneController: Sendable, Equatable {
    /// The element's `id`, the target of segues' `destination`.
    var id: String
    /// Which element it was.
    var kind: SceneControllerKind
    /// The `customClass` attribute: the class to instantiate instead of the built-in one.
    var customClass: String?
    /// The Storyboard ID (`storyboardIdentifier`), for `instantiateViewController(withIdentifier:)`.
    var storyboardIdentifier: String?
    /// The controller's `title` attribute.
    var title: String?
    /// The `title` of the keyed `navigationItem` child.
    var navigationItemTitle: String?
    /// The `title` of the keyed `tabBarItem` child.
    var tabBarItemTitle: String?
    /// The keyed `view` child (for a table view controller, its `tableView key="view"`).
    var view: SceneView?
    /// Segues drawn from the controller itself (its own `connections`), in file order:
    /// relationships, manual segues, and manual unwind segues.
    var segues: [SegueTemplate]
    /// The line (1-based) of the controller's start tag, for messages.
    var line: Int
    /// A page view controller's `transitionStyle` (`scroll` or `pageCurl`).
    var pageTransitionStyle: String? = nil
    /// A page view controller's `navigationOrientation` (`horizontal` or `vertical`).
    var pageNavigationOrientation: String? = nil
    /// The controller's outlets, in file order.
    var outlets: [OutletConnection] = []
    /// The bar button items of its navigation item, then its toolbar items, in file order.
    var barButtonItems: [SceneBarButtonItem] = []
    /// A navigation controller's `toolbarHidden="NO"`: its toolbar shows.
    var showsToolbar = false

    /// Every segue that starts from this controller or from a control or cell in its view,
    /// in file order: the controller's own first, then its view tree's, depth first.
    var allSegues: [SegueTemplate] {
        segues + barButtonItems.flatMap(\.segues) + (view?.allSegues ?? [])
    }

    /// The segues with the identifier `identifier`, the controller's own first.
    func segue(withIdentifier identifier: String) -> SegueTemplate? {
        allSegues.first { $0.identifier == identifier && !$0.kind.isRelationship }
    }

    /// The relationship arrows, in file order.
    var relationships: [(kind: RelationshipKind, destinationID: String)] {
        segues.compactMap { segue in
            if case .relationship(let kind) = segue.kind { return (kind, segue.destinationID) }
            return nil
        }
    }
}
