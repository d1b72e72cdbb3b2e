/// Reads Info.plist's `UIApplicationSceneManifest` as Xcode writes it:
///
///     UIApplicationSceneManifest
///       UIApplicationSupportsMultipleScenes  <false/>
///       UISceneConfigurations
///         UIWindowSceneSessionRoleApplication  (array of dicts)
///           UISceneConfigurationName   Default Configuration
///           UISceneDelegateClassName   $(PRODUCT_MODULE_NAME).SceneDelegate
///           UISceneStoryboardFile      Main
///
/// Each wrong type is an error naming the key path.
struct SceneManifestReader {
    let fileName: String

    func manifest(from object: Any) throws(StoryboardError) -> SceneManifest {
        let root = try dictionary(object, at: "UIApplicationSceneManifest")
        var manifest = SceneManifest()
        switch root["UIApplicationSupportsMultipleScenes"] {
        case nil: break
        case let flag as Bool: manifest.supportsMultipleScenes = flag
        default: throw problem("UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes", "is not a 'true' or 'false'")
        }
        guard let configurationsObject = root["UISceneConfigurations"] else { return manifest }
        let configurations = try dictionary(configurationsObject, at: "UIApplicationSceneManifest.UISceneConfigurations")
        for (role, entries) in configurations {
            let path = "UIApplicationSceneManifest.UISceneConfigurations.\(role)"
            guard let list = entries as? [Any] else { throw problem(path, "is not an 'array'") }
            var read: [SceneManifest.Configuration] = []
            for (index, entry) in list.enumerated() {
                let fields = try dictionary(entry, at: "\(path)[\(index)]")
                read.append(SceneManifest.Configuration(
                    name: try string(fields, "UISceneConfigurationName", at: "\(path)[\(index)]"),
                    delegateClassName: try string(fields, "UISceneDelegateClassName", at: "\(path)[\(index)]"),
                    storyboardName: try string(fields, "UISceneStoryboardFile", at: "\(path)[\(index)]")))
            }
            manifest.configurations[UISceneSession.Role(rawValue: role)] = read
        }
        return manifest
    }

    private func dictionary(_ object: Any, at path: String) throws(StoryboardError) -> [String: Any] {
        guard let dictionary = object as? [String: Any] else { throw problem(path, "is not a 'dict'") }
        return dictionary
    }

    private func string(_ fields: [String: Any], _ key: String, at path: String) throws(StoryboardError) -> String? {
        switch fields[key] {
        case nil: return nil
        case let text as String: return text.isEmpty ? nil : text
        default: throw problem("\(path).\(key)", "is not a 'string'")
        }
    }

    private func problem(_ path: String, _ what: String) -> StoryboardError {
        StoryboardError(file: fileName, line: nil, message: "'\(path)' \(what)")
    }
}
