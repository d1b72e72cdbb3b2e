/// The parts of an app's `Info.plist` the simulator uses.
public struct InfoPlist: Equatable, Sendable {
    /// `UIMainStoryboardFile` ("Main storyboard file base name"), e.g. `Main`; nil without one.
    public var mainStoryboardFile: String?
    /// `UIApplicationSceneManifest`: present in a scene-based app (the Xcode 11+ template).
    public var sceneManifest: SceneManifest?

    /// Reads an `Info.plist` (XML, or any format `PropertyListSerialization` reads).
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - fileName: the name used in messages, e.g. `Info.plist`.
    /// - Throws: ``StoryboardError`` when the file is not a property list, its root is not a
    ///   dictionary, `UIMainStoryboardFile` is not a string, or the scene manifest is not
    ///   shaped as Xcode writes it (the message names the key).
    public init(text: String, fileName: String = "Info.plist") throws(StoryboardError) {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            throw StoryboardError(file: fileName, line: nil, message: "not a property list: \(Self.reason(error))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw StoryboardError(file: fileName, line: nil, message: "the root of the property list is not a 'dict'")
        }
        switch dictionary["UIMainStoryboardFile"] {
        case nil:
            mainStoryboardFile = nil
        case let name as String:
            mainStoryboardFile = name.isEmpty ? nil : name
        default:
            throw StoryboardError(file: fileName, line: nil, message: "'UIMainStoryboardFile' is not a 'string'")
        }
        if let manifest = dictionary["UIApplicationSceneManifest"] {
            sceneManifest = try SceneManifestReader(fileName: fileName).manifest(from: manifest)
        } else {
            sceneManifest = nil
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
