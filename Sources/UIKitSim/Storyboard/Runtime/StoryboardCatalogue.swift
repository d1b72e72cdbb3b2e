/// The storyboards a simulated app has, by name (a file's name without `.storyboard`), and
/// the classes their `customClass` attributes may name.
///
/// `vctutor run` fills one from the `.storyboard` files it was given and makes it current
/// around the run with ``withCurrent(_:)``; `UIStoryboard(name:bundle:)` looks names up in the
/// current catalogue. Like a ``Simulation``, a catalogue is confined to the thread that drives
/// the run; it is `Sendable` only to travel in a task-local value.
public final class StoryboardCatalogue: @unchecked Sendable {
    /// The catalogue of the running task, set by ``withCurrent(_:)``.
    @TaskLocal public static var current: StoryboardCatalogue?

    var documents: [String: StoryboardDocument] = [:]
    /// Finds the classes named by `customClass`; nil means only built-in classes.
    public var classResolver: (any StoryboardClassResolver)?

    /// Makes an empty catalogue that resolves custom classes with `classResolver`.
    public init(classResolver: (any StoryboardClassResolver)? = nil) {
        self.classResolver = classResolver
    }

    /// Reads a storyboard's XML and registers it under `name`. Problems in the file are
    /// reported now, with the file's line, rather than when the app first uses it.
    ///
    /// - Parameters:
    ///   - name: the storyboard's name, e.g. `Main` for `Main.storyboard`.
    ///   - xml: the file's text.
    ///   - fileName: the name used in messages; defaults to `name.storyboard`.
    ///   - readings: storyboards read before, to take the document from when `xml` is among
    ///     them (and to keep it in when not); nil: read it now.
    public func add(name: String, xml: String, fileName: String? = nil, readings: StoryboardReadings? = nil) throws(StoryboardError) {
        let fileName = fileName ?? "\(name).storyboard"
        if let readings {
            documents[name] = try readings.document(xml: xml, fileName: fileName)
        } else {
            documents[name] = try StoryboardDocument.parse(xml: xml, fileName: fileName)
        }
    }

    /// Reads the `.storyboard` file at `url` and registers it under its name without extension.
    public func addFile(at url: URL) throws(StoryboardError) {
        let fileName = url.lastPathComponent
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StoryboardError(file: fileName, line: nil, message: "cannot be read as UTF-8 text")
        }
        try add(name: url.deletingPathExtension().lastPathComponent, xml: text, fileName: fileName)
    }

    /// The names of the registered storyboards, sorted.
    public var names: [String] { documents.keys.sorted() }

    /// Runs `body` with this catalogue current.
    @discardableResult
    public func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try StoryboardCatalogue.$current.withValue(self, operation: body)
    }
}

/// Makes instances of the classes a storyboard names in `customClass`. Natively a
/// ``StoryboardClassRegistry``; the interpreter bridge supplies one that makes instances of
/// the learner's classes.
public protocol StoryboardClassResolver: AnyObject {
    /// A new controller of the class `className`, or nil when no such class exists (the
    /// storyboard then makes its built-in class, as iOS does).
    func makeViewController(className: String) -> UIViewController?
    /// A new segue of the class `className`, or nil when no such class exists.
    func makeSegue(className: String, identifier: String?, source: UIViewController,
                   destination: UIViewController) -> UIStoryboardSegue?
    /// A new table view cell of the class `className` (a prototype cell's custom class), or nil
    /// when no such class exists (the prototype then makes a plain cell).
    func makeCell(className: String, reuseIdentifier: String) -> UITableViewCell?
    /// A new collection view cell of the class `className` (a prototype's custom class), or
    /// nil when no such class exists (the prototype then makes a plain cell).
    func makeCollectionCell(className: String, reuseIdentifier: String) -> UICollectionViewCell?
    /// A new view of the class `className` (a plain view's custom class in a scene), or nil
    /// when no such class exists (the storyboard then makes a plain `UIView`).
    func makeView(className: String) -> UIView?
}

extension StoryboardClassResolver {
    /// By default no cell classes are known.
    public func makeCell(className: String, reuseIdentifier: String) -> UITableViewCell? { nil }
    /// By default no collection cell classes are known.
    public func makeCollectionCell(className: String, reuseIdentifier: String) -> UICollectionViewCell? { nil }
    /// By default no view classes are known.
    public func makeView(className: String) -> UIView? { nil }
}

/// A ``StoryboardClassResolver`` from a table of factories, for Swift code that uses UIKitSim
/// directly (and for tests).
public final class StoryboardClassRegistry: StoryboardClassResolver {
    var controllerFactories: [String: () -> UIViewController] = [:]
    var segueFactories: [String: (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]

    /// Makes an empty registry.
    public init() {}

    /// Registers the controller class `name`: `factory` makes a new instance.
    public func register(_ name: String, _ factory: @escaping () -> UIViewController) {
        controllerFactories[name] = factory
    }

    /// Registers the segue class `name`: `factory` makes a new instance from the identifier,
    /// source and destination.
    public func registerSegue(
        _ name: String,
        _ factory: @escaping (String?, UIViewController, UIViewController) -> UIStoryboardSegue
    ) {
        segueFactories[name] = factory
    }

    public func makeViewController(className: String) -> UIViewController? {
        controllerFactories[className]?()
    }

    public func makeSegue(className: String, identifier: String?, source: UIViewController,
                          destination: UIViewController) -> UIStoryboardSegue? {
        segueFactories[className]?(identifier, source, destination)
    }
}
