import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Launch".
@Suite struct LaunchTests {
    final class StoryboardDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var rootLoadedAtDidFinish: Bool?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            rootLoadedAtDidFinish = window?.rootViewController?.isViewLoaded
            return true
        }
    }

    final class WindowlessDelegate: UIResponder, UIApplicationDelegate {}

    final class ForgetfulDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow()
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func mainStoryboardLaunchOrder() {
        // Steps 2-4: window from the storyboard, will/didFinishLaunching, then
        // makeKeyAndVisible, so didFinishLaunching runs before the root's viewDidLoad.
        let simulation = Simulation()
        let delegate = simulation.withCurrent { StoryboardDelegate() }
        let storyboard = MainStoryboard(name: "Main") { ListController() }
        UIApplicationMain(simulation, delegate, mainStoryboard: storyboard)
        #expect(simulation.lines == [
            "StoryboardDelegate.application(_:willFinishLaunchingWithOptions:)",
            "StoryboardDelegate.application(_:didFinishLaunchingWithOptions:)",
            "ListController.loadView", "ListController.viewDidLoad",
            "ListController.viewWillAppear(_:)", "ListController.viewIsAppearing(_:)",
            "ListController.viewWillLayoutSubviews", "ListController.viewDidLayoutSubviews",
            "ListController.viewDidAppear(_:)",
        ])
        #expect(delegate.rootLoadedAtDidFinish == false)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(simulation.application.delegate === delegate)
    }

    @Test func storyboardWithoutEntryPointLogsAndGoesOn() {
        let simulation = Simulation()
        let delegate = simulation.withCurrent { StoryboardDelegate() }
        UIApplicationMain(simulation, delegate, mainStoryboard: MainStoryboard(name: "Main") { nil })
        #expect(simulation.log.first == "Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set?")
        #expect(simulation.lines.contains("StoryboardDelegate.application(_:didFinishLaunchingWithOptions:)"))
        // Step 5: the storyboard's window is visible and has no root.
        #expect(simulation.uncaughtException?.reason == "Application windows are expected to have a root view controller at the end of application launch")
    }

    @Test func delegateWithoutWindowPropertyCannotUseAMainStoryboard() {
        let simulation = Simulation()
        let delegate = simulation.withCurrent { WindowlessDelegate() }
        let status = UIApplicationMain(simulation, delegate, mainStoryboard: MainStoryboard(name: "Main") { ListController() })
        #expect(status == 1)
        #expect(simulation.uncaughtException?.reason == "The app delegate must implement the window property if it wants to use a main storyboard file.")
        #expect(simulation.lines.isEmpty)
    }

    @Test func visibleWindowWithoutRootAtEndOfLaunchRaises() {
        let simulation = Simulation()
        let delegate = simulation.withCurrent { ForgetfulDelegate() }
        UIApplicationMain(simulation, delegate)
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInternalInconsistencyException",
            reason: "Application windows are expected to have a root view controller at the end of application launch"))
    }
}
