import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// Scenes (iOS 13): `UIScene`, `UIWindowScene`, `UISceneSession`, `UISceneConfiguration`,
    /// `UIScene.ConnectionOptions`, `UIWindow(windowScene:)`, `window.windowScene`,
    /// `UIApplication.shared.connectedScenes`, and the `UIWindowSceneDelegate` protocol a
    /// script's `UIResponder` subclass adopts (its native object is a `ScriptedDelegate`).
    func addScenes(to module: inout HostModule) {
        addSceneObjects()
        addSceneSessions()
        addWindowScenes()
        module.enums += [
            HostEnum(name: "UISceneSession.Role", cases: ["windowApplication"]),
            HostEnum(name: "UIScene.ActivationState", cases: ["unattached", "foregroundActive", "foregroundInactive", "background"]),
            HostEnum(name: "UIApplication.State", cases: ["active", "inactive", "background"]),
        ]
        let sceneCallbacks = ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
                              "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)"]
        module.protocols["UISceneDelegate"] = sceneCallbacks
        module.protocols["UIWindowSceneDelegate"] = ["window"] + sceneCallbacks
    }

    /// The scene launch of a scene-based app: scene delegates are the script's classes, made by
    /// name; storyboards come from the run's catalogue.
    func sceneLaunch(_ manifest: SceneManifest) -> SceneLaunch {
        let bridge = bridge
        let types = types
        return SceneLaunch(
            manifest: manifest,
            makeDelegate: { name in bridge.makeForUIKit(name, in: types, as: ScriptedDelegate.self) },
            storyboard: { name in MainStoryboard.named(name, in: bridge.catalogue) })
    }

    private func addSceneObjects() {
        let host = self
        for hostClass in [ui.scene, ui.windowScene, ui.sceneSession, ui.sceneConfiguration, ui.connectionOptions] {
            hostClass.describe = { "\($0)" }
        }
        ui.scene.properties["session"] = objectProperty(UIScene.self) { $0.session }
        ui.scene.properties["delegate"] = objectProperty(UIScene.self) { $0.delegate }
        ui.scene.properties["activationState"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let names: [UIScene.ActivationState: String] = [
                .unattached: "unattached", .foregroundActive: "foregroundActive",
                .foregroundInactive: "foregroundInactive", .background: "background",
            ]
            let name = names[(object as? UIScene)?.activationState ?? .unattached] ?? "unattached"
            return host.types.enumCase("UIScene.ActivationState", name) ?? .void
        })
        ui.scene.properties["title"] = textProperty(UIScene.self, { $0.title }, { $0.title = $1 })
        application.properties["applicationState"] = HostProperty(get: { object throws(Interrupt) -> Value in
            let names: [UIApplication.State: String] = [.active: "active", .inactive: "inactive", .background: "background"]
            let name = names[(object as? UIApplication)?.applicationState ?? .inactive] ?? "inactive"
            return host.types.enumCase("UIApplication.State", name) ?? .void
        })
        application.propertyTypes["applicationState"] = "UIApplication.State"
        ui.scene.propertyTypes["activationState"] = "UIScene.ActivationState"
        application.properties["connectedScenes"] = arrayProperty(UIApplication.self) { $0.orderedConnectedScenes }
        application.properties["openSessions"] = arrayProperty(UIApplication.self) { $0.orderedConnectedScenes.map(\.session) }
        application.properties["supportsMultipleScenes"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .bool((object as? UIApplication)?.supportsMultipleScenes ?? false)
        })
    }

    private func addSceneSessions() {
        let host = self
        ui.sceneSession.properties["role"] = HostProperty(get: { _ throws(Interrupt) -> Value in
            host.types.enumCase("UISceneSession.Role", "windowApplication") ?? .void
        })
        ui.sceneSession.properties["configuration"] = objectProperty(UISceneSession.self) { $0.configuration }
        ui.sceneSession.properties["scene"] = objectProperty(UISceneSession.self) { $0.scene }
        ui.sceneSession.properties["persistentIdentifier"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .string((object as? UISceneSession)?.persistentIdentifier ?? "")
        })
        ui.sceneConfiguration.defineInit("init(name:sessionRole:)") { args, _ throws(Interrupt) -> AnyObject in
            let roles: [String: UISceneSession.Role] = ["windowApplication": .windowApplication]
            let role = try Self.caseArgument(args, 1, in: "UISceneConfiguration(name:sessionRole:)", roles)
            return UISceneConfiguration(name: args.first.flatMap(Self.text), sessionRole: role)
        }
        ui.sceneConfiguration.properties["name"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional((object as? UISceneConfiguration)?.name.map(Value.string))
        })
        ui.sceneConfiguration.properties["role"] = ui.sceneSession.properties["role"]
    }

    private func addWindowScenes() {
        let bridge = bridge
        ui.windowScene.properties["windows"] = arrayProperty(UIWindowScene.self) { $0.windows }
        ui.windowScene.properties["keyWindow"] = objectProperty(UIWindowScene.self) { $0.keyWindow }
        ui.windowScene.properties["screen"] = objectProperty(UIWindowScene.self) { $0.screen }
        window.defineInit("init(windowScene:)") { args, _ throws(Interrupt) -> AnyObject in
            let scene = try Self.argument(args, 0, as: UIWindowScene.self, in: "UIWindow(windowScene:)")
            return bridge.within { UIWindow(windowScene: scene) }
        }
        window.properties["windowScene"] = settableObjectProperty(UIWindow.self, UIWindowScene.self,
                                                                  get: { $0.windowScene }, set: { $0.windowScene = $1 })
    }
}
