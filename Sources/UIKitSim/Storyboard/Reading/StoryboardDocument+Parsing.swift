extension StoryboardDocument {
    /// Reads the text of a `.storyboard` file.
    ///
    /// - Parameters:
    ///   - xml: the file's contents.
    ///   - fileName: the name used in messages, e.g. `Main.storyboard`.
    /// - Throws: ``StoryboardError`` naming the line when the XML is malformed, the root is not
    ///   a storyboard `document`, a scene has no controller, a segue's kind is unknown or a
    ///   `destination` (or the entry point) names nothing in the file.
    static func parse(xml: String, fileName: String) throws(StoryboardError) -> StoryboardDocument {
        let root = try XMLElementNode.parse(xml: xml, fileName: fileName)
        var reader = StoryboardElementReader(fileName: fileName)
        let document = try reader.document(from: root)
        try document.validateReferences()
        return document
    }
}

/// Turns the element tree into the document model, element by element.
struct StoryboardElementReader {
    let fileName: String

    /// The controller elements a scene may hold, by element name.
    static let controllerKinds: [String: SceneControllerKind] = [
        "viewController": .viewController,
        "navigationController": .navigationController,
        "tabBarController": .tabBarController,
        "splitViewController": .splitViewController,
        "tableViewController": .tableViewController,
        "collectionViewController": .collectionViewController,
        "pageViewController": .pageViewController,
    ]

    func error(_ line: Int?, _ message: String) -> StoryboardError {
        StoryboardError(file: fileName, line: line, message: message)
    }

    mutating func document(from root: XMLElementNode) throws(StoryboardError) -> StoryboardDocument {
        guard root.name == "document" else {
            throw error(root.line, "the root element is '\(root.name)', not a storyboard 'document'")
        }
        var scenes: [StoryboardScene] = []
        for scenesElement in root.children(named: "scenes") {
            for sceneElement in scenesElement.children(named: "scene") {
                scenes.append(try scene(from: sceneElement))
            }
        }
        return StoryboardDocument(
            fileName: fileName, initialViewControllerID: root["initialViewController"], scenes: scenes)
    }

    func scene(from element: XMLElementNode) throws(StoryboardError) -> StoryboardScene {
        guard let objects = element.children(named: "objects").first else {
            throw error(element.line, "scene '\(element["sceneID"] ?? "?")' has no 'objects'")
        }
        let candidates = objects.children.filter(isController)
        guard let controllerElement = candidates.first else {
            throw error(element.line, "scene '\(element["sceneID"] ?? "?")' has no view controller")
        }
        if candidates.count > 1 {
            throw error(candidates[1].line, "scene '\(element["sceneID"] ?? "?")' has more than one view controller")
        }
        let exits = objects.children(named: "exit").compactMap { $0["id"] }
        return StoryboardScene(
            sceneID: element["sceneID"] ?? "",
            controller: try controller(from: controllerElement),
            exitIDs: Set(exits))
    }

    /// A scene member that is a controller: a known controller element, a storyboard
    /// reference, or any element Xcode marks with `sceneMemberID="viewController"`.
    func isController(_ element: XMLElementNode) -> Bool {
        Self.controllerKinds[element.name] != nil
            || element.name == "viewControllerPlaceholder"
            || element["sceneMemberID"] == "viewController"
    }

    func controller(from element: XMLElementNode) throws(StoryboardError) -> SceneController {
        guard let id = element["id"] else {
            throw error(element.line, "'\(element.name)' has no 'id'")
        }
        let kind: SceneControllerKind
        if let known = Self.controllerKinds[element.name] {
            kind = known
        } else if element.name == "viewControllerPlaceholder" {
            guard let name = element["storyboardName"] else {
                throw error(element.line, "storyboard reference '\(id)' has no 'storyboardName'")
            }
            kind = .reference(storyboardName: name, referencedIdentifier: element["referencedIdentifier"])
        } else {
            kind = .other(elementName: element.name)
        }
        let viewElement = element.keyedChild("view")
        return SceneController(
            id: id,
            kind: kind,
            customClass: element["customClass"],
            storyboardIdentifier: element["storyboardIdentifier"],
            title: element["title"],
            navigationItemTitle: element.keyedChild("navigationItem")?["title"],
            tabBarItemTitle: element.keyedChild("tabBarItem")?["title"],
            view: try viewElement.map { (view: XMLElementNode) throws(StoryboardError) in
                var root = try self.view(from: view)
                // The controller's top and bottom layout guides of storyboards before the safe
                // area (`viewControllerLayoutGuide`), which constraints of its view refer to.
                for guide in element.children(named: "layoutGuides").flatMap({ $0.children(named: "viewControllerLayoutGuide") }) {
                    if let id = guide["id"] { root.barGuideIDs[id] = guide["type"] ?? "" }
                }
                return root
            },
            segues: try segues(in: element, trigger: .controller),
            line: element.line,
            pageTransitionStyle: element["transitionStyle"],
            pageNavigationOrientation: element["navigationOrientation"],
            outlets: try outlets(in: element),
            barButtonItems: try barButtonItems(in: element.keyedChild("navigationItem")) + toolbarItems(of: element),
            showsToolbar: element["toolbarHidden"] == "NO")
    }

    /// The `segue` elements in `element`'s `connections`, as templates.
    func segues(in element: XMLElementNode, trigger: SegueTrigger) throws(StoryboardError) -> [SegueTemplate] {
        var result: [SegueTemplate] = []
        for connections in element.children(named: "connections") {
            for segueElement in connections.children(named: "segue") {
                result.append(try segue(from: segueElement, trigger: trigger))
            }
        }
        return result
    }
}
