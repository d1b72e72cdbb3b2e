import Testing
@testable import SimBridge
import UIKitSim

/// Tab bar and split view delegates written in the script (uikit-behaviour.md, "Appearance":
/// `tabBarController(_:shouldSelect:)` is asked for user taps only; "Containers": a collapsing
/// split view asks its delegate whether it handled the secondary).
struct DelegateTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func aScriptControllerCanRefuseATappedTab() throws {
        let program = Self.run("""
        class Home: UIViewController, UITabBarControllerDelegate {
            var asked = 0
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                asked += 1
                title = "asked \\(asked)"
                return viewController.title != "Locked"
            }
        }
        let home = Home()
        let locked = UIViewController()
        locked.title = "Locked"
        let open = UIViewController()
        open.title = "Open"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, locked, open]
        tabs.delegate = home
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let tabs = try #require(program.simulation.keyWindow?.rootViewController as? UITabBarController)
        // Code that sets selectedIndex does not ask the delegate.
        #expect(tabs.viewControllers?[0].title == nil)
        try program.simulation.tapTab(at: 1)
        #expect(tabs.selectedIndex == 0)
        try program.simulation.tapTab(at: 2)
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.viewControllers?[0].title == "asked 2")
    }

    @Test func aSplitDelegateCanKeepThePrimaryOnTopWhenCollapsing() throws {
        let program = Self.run("""
        class KeepPrimary: NSObject, UISplitViewControllerDelegate {
            func splitViewController(_ splitViewController: UISplitViewController,
                                     collapseSecondary secondaryViewController: UIViewController,
                                     onto primaryViewController: UIViewController) -> Bool {
                return true
            }
        }
        let keeper = KeepPrimary()
        let list = UINavigationController(rootViewController: UIViewController())
        let note = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [list, note]
        split.delegate = keeper
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        print(list.viewControllers.count, note.isViewLoaded)
        """)
        // As UIKitSim's own test with a compiled delegate (SplitPageTableTests).
        #expect(program.report?.output == "1 false\n", "\(String(describing: program.report))")
    }
}
