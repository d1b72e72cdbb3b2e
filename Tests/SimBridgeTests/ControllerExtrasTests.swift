import Testing
@testable import SimBridge
import UIKitSim

/// Navigation items, bar buttons, presentation styles, navigation stack edits and timers
/// through scripts. Expected behaviour: uikit-behaviour.md (sections named per test).
struct ControllerExtrasTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func aBarButtonTapReachesItsTarget() throws {
        let program = Self.run("""
        class ListVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.title = "List"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
            }
            @objc func edit() {
                let editor = UIViewController()
                editor.title = "Editor"
                navigationController?.pushViewController(editor, animated: false)
            }
        }
        let nav = UINavigationController(rootViewController: ListVC())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        // ListVC's viewDidLoad runs when the turn ends (the navigation controller's deferred
        // transition, uikit-behaviour.md "Time"); a main-queue block runs after that
        // (stackoverflow.com/questions/47962261).
        DispatchQueue.main.async {
            print(nav.topViewController?.navigationItem.title ?? "none", nav.topViewController?.navigationItem.rightBarButtonItem?.title ?? "none")
        }
        """)
        #expect(program.report?.output == "List Edit\n", "\(String(describing: program.report))")
        try program.simulation.tapBarButton(titled: "Edit")
        let nav = try #require(program.simulation.keyWindow?.rootViewController as? UINavigationController)
        #expect(nav.topViewController?.title == "Editor")
    }

    @Test func modalPresentationStyleIsAutomaticUntilSet() {
        let program = Self.run("""
        let sheet = UIViewController()
        print(sheet.modalPresentationStyle == .automatic)
        sheet.modalPresentationStyle = .overFullScreen
        print(sheet.modalPresentationStyle == .overFullScreen, sheet.modalPresentationStyle == .pageSheet)
        """)
        #expect(program.report?.output == "true\ntrue false\n", "\(String(describing: program.report))")
    }

    @Test func aFullScreenPresentationHidesThePresenterAndASheetDoesNot() throws {
        let program = Self.run("""
        class HomeVC: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("home disappears")
            }
        }
        let home = HomeVC()
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        home.present(sheet, animated: false, completion: nil)
        print(home.presentedViewController === sheet, sheet.presentingViewController === home)
        sheet.dismiss(animated: false, completion: { print("dismissed") })
        """)
        // uikit-behaviour.md, "Appearance": `.automatic` is a page sheet; the presenter stays on screen.
        #expect(program.report?.output == "true true\ndismissed\n", "\(String(describing: program.report))")
        let full = Self.run("""
        class HomeVC: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("home disappears")
            }
        }
        let home = HomeVC()
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        home.present(cover, animated: false)
        """)
        #expect(full.report?.output == "home disappears\n", "\(String(describing: full.report))")
    }

    @Test func setViewControllersAndPopToRootEditTheStack() {
        let program = Self.run("""
        let a = UIViewController()
        a.title = "A"
        let nav = UINavigationController(rootViewController: a)
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let b = UIViewController()
        b.title = "B"
        let c = UIViewController()
        c.title = "C"
        nav.setViewControllers([a, b, c], animated: false)
        print(nav.viewControllers.count, nav.topViewController?.title ?? "-", nav.children.count)
        let popped = nav.popToRootViewController(animated: false)
        print(popped?.count ?? -1, nav.viewControllers.count, nav.topViewController === a)
        let d = UIViewController()
        a.show(d, sender: nil)
        print(nav.topViewController === d)
        """)
        // uikit-behaviour.md, "Containers": show(_:sender:) on a child of a navigation controller pushes.
        #expect(program.report?.output == "3 C 3\n2 1 true\ntrue\n", "\(String(describing: program.report))")
    }

    @Test func asyncAfterRunsWhenTheVirtualClockGetsThere() {
        let program = Self.run("""
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) { print("two") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            print("one")
        }
        DispatchQueue.main.async { print("soon") }
        print("top level")
        """)
        // uikit-behaviour.md, "Time": blocks run when the run loop turns, after the top-level code, in time order.
        #expect(program.report?.output == "top level\nsoon\none\ntwo\n", "\(String(describing: program.report))")
        #expect(program.simulation.now >= 2.0)
    }

    @Test func tabsAndTheirItemsAreReachable() throws {
        let program = Self.run("""
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 7)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        print(tabs.viewControllers?.count ?? 0, second.tabBarItem.tag, first.tabBarController === tabs)
        """)
        #expect(program.report?.output == "2 7 true\n", "\(String(describing: program.report))")
        try program.simulation.tapTab(titled: "Second")
        let tabs = try #require(program.simulation.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.visibleTabTitles == ["First", "Second"])
    }

    @Test func aColumnSplitViewTakesControllersByColumn() {
        let program = Self.run("""
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        list.title = "List"
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        print(split.viewController(for: .primary) === list, list.splitViewController === split, split.isCollapsed)
        """)
        // On an iPhone in portrait a split view is collapsed (uikit-behaviour.md, "Containers").
        #expect(program.report?.output == "true true true\n", "\(String(describing: program.report))")
    }
}

extension ControllerExtrasTests {
    static let flagReporter = """
    class P: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("moving", isMovingToParent, "presented", isBeingPresented)
        }
    }
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let window = UIWindow()
    print(window.isKeyWindow, root.viewIfLoaded == nil)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    print(window.isKeyWindow, root.viewIfLoaded == nil)

    """

    /// uikit-behaviour.md, "Appearance": the flags are true during the matching callbacks;
    /// "A controller's view": viewIfLoaded does not load; "Windows": one key window; "Time":
    /// the navigation controller's child loads when the turn ends, after makeKeyAndVisible.
    @Test func appearanceFlagsAndLoadingStateAreVisible() {
        let pushed = Self.run(Self.flagReporter + "nav.pushViewController(P(), animated: false)\n")
        #expect(pushed.report?.output == "false true\ntrue true\nmoving true presented false\n", "\(String(describing: pushed.report))")
        let presented = Self.run(Self.flagReporter + "nav.present(P(), animated: false)\n")
        #expect(presented.report?.output == "false true\ntrue true\nmoving false presented true\n", "\(String(describing: presented.report))")
        let loaded = Self.run("let spare = UIViewController()\nspare.loadViewIfNeeded()\nprint(spare.isViewLoaded)\n")
        #expect(loaded.report?.output == "true\n")
    }
}

/// Completion handlers of present and dismiss (uikit-behaviour.md, "Time": they run when the
/// transition ends, on a later turn of the run loop).
struct CompletionHandlerTests {
    @Test func presentAndDismissRunTheirCompletionsAfterTheTopLevelCode() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let home = UIViewController()
        let window = UIWindow()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let contact = UIViewController()
        home.present(contact, animated: true) {
            print("presented", home.presentedViewController === contact)
            contact.dismiss(animated: true, completion: { print("dismissed", home.presentedViewController == nil) })
        }
        print("asked")
        """)]).run()
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "asked\npresented true\ndismissed true\n")
    }
}
