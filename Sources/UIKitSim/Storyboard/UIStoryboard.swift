/// A storyboard: a file of scenes that makes controllers on request.
///
/// Controllers it makes have ``UIViewController/storyboard`` set, take their view from their
/// scene, and can perform the segues drawn from their scene.
open class UIStoryboard: NSObject {
    /// The storyboard's name, e.g. `Main`.
    let name: String
    /// The file; nil only after the "could not find" exception.
    let document: StoryboardDocument?
    /// The catalogue it came from (for storyboard references and custom classes).
    let catalogue: StoryboardCatalogue?
    weak var simulation: Simulation?
    /// The controllers this storyboard made, with their scene's controller id.
    var madeControllers: [(controller: WeakBox<UIViewController>, sceneControllerID: String)] = []

    /// The bundle path printed in UIKit's "could not find a storyboard" message.
    static let simulatedBundleDescription = "NSBundle </var/containers/Bundle/Application/App.app> (loaded)"

    /// Opens the storyboard named `name` (its file name without `.storyboard`) from the
    /// current ``StoryboardCatalogue``. `bundle` is accepted and ignored. A missing name raises
    /// NSInvalidArgumentException as UIKit does.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let simulation = Simulation.ambient
        let catalogue = StoryboardCatalogue.current
        self.name = name
        self.catalogue = catalogue
        self.simulation = simulation
        self.document = catalogue?.documents[name]
        super.init()
        if document == nil {
            simulation.raise(ExceptionName.invalidArgument,
                "Could not find a storyboard named '\(name)' in bundle \(Self.simulatedBundleDescription)")
        }
    }

    /// `<UIStoryboard: 0x…>`, the way UIKit prints it.
    open override var description: String {
        simulation.map { $0.identity(of: self).bracketed } ?? "<UIStoryboard>"
    }

    /// A new instance of the controller marked as the entry point, or nil when the storyboard
    /// has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard isAlive, let scene = document?.initialController else { return nil }
        return instantiate(scene)
    }

    /// A new instance of the controller whose Storyboard ID is `identifier` (a new one on
    /// every call). An unknown identifier raises NSInvalidArgumentException as UIKit does.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard isAlive, let document else { return UIViewController() }
        guard let scene = document.controller(withStoryboardIdentifier: identifier) else {
            simulation?.raise(ExceptionName.invalidArgument,
                "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
            return UIViewController()
        }
        return instantiate(scene)
    }

    /// A new instance of the controller whose Storyboard ID is `identifier`, made by
    /// `creator` (iOS 13): it receives the coder and returns the controller, typically a
    /// subclass's `init?(coder:…)` with extra arguments; nil makes the default one, as Apple's
    /// `instantiateViewController(identifier:creator:)` page says.
    open func instantiateViewController(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard isAlive, let document else { return UIViewController() }
        guard let scene = document.controller(withStoryboardIdentifier: identifier) else {
            simulation?.raise(ExceptionName.invalidArgument,
                "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
            return UIViewController()
        }
        return instantiate(scene, creator: creator)
    }

    var isAlive: Bool { simulation?.isAlive ?? true }

    /// The scene controller a controller was made from, if this storyboard made it.
    func sceneController(of controller: UIViewController) -> SceneController? {
        madeControllers.removeAll { $0.controller.value == nil }
        guard let entry = madeControllers.first(where: { $0.controller.value === controller }) else { return nil }
        return document?.controller(withID: entry.sceneControllerID)
    }
}
