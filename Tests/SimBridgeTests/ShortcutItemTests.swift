import Testing
@testable import SimBridge
import UIKitSim

/// Home Screen quick actions as records (issue 13, session 7; `apple-quick-actions` of the
/// corpus makes them in `sceneWillResignActive(_:)`).
struct ShortcutItemTests {
    /// Apple, `UIApplicationShortcutItem.init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`
    /// keeps what it is given (`type`, `localizedTitle`, `localizedSubtitle`, `userInfo`: "App-defined
    /// information about the Home Screen quick action"); `UIApplication.shortcutItems` is settable.
    /// `UIScene.ConnectionOptions.shortcutItem`: "The Home Screen quick action that the user selected
    /// to launch your app": nil for a launch from the app's icon, the only launch UIKitSim makes.
    @Test func itemsAreKeptAsMadeAndALaunchHasNoQuickAction() {
        let source = """
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let info: [String: NSSecureCoding] = ["id": "abc" as NSSecureCoding]
                let item = UIApplicationShortcutItem(type: "Fav", localizedTitle: "Ann", localizedSubtitle: "a@b",
                                                     icon: UIApplicationShortcutIcon(systemImageName: "star.fill"), userInfo: info)
                application.shortcutItems = [item, UIApplicationShortcutItem(type: "Search", localizedTitle: "Search")]
                print(application.shortcutItems?.count ?? -1, item.type, item.localizedTitle, item.localizedSubtitle ?? "-")
                print(item.userInfo?["id"] as? String ?? "none", application.shortcutItems?[1].userInfo == nil)
                return true
            }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                print(connectionOptions.shortcutItem == nil)
            }
        }
        """
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict>
        <key>UIApplicationSupportsMultipleScenes</key><false/>
        <key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array></dict></dict>
        </dict></plist>
        """
        let report = ProgramRun(files: [ProgramFile(name: "App.swift", text: source),
                                        ProgramFile(name: "Info.plist", text: plist)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "2 Fav Ann a@b\nabc true\ntrue\n")
    }
}
