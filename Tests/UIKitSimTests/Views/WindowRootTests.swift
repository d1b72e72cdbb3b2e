import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Windows and the root view controller" and "Appearance".
@Suite struct WindowRootTests {
    @Test func windowTakesTheScreenBounds() {
        // "UIWindow() takes the main screen's bounds"
        let simulation = Simulation(device: .iPad)
        let frame = simulation.run { UIWindow().frame }
        #expect(frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func rootOnHiddenWindowIsOnlyRecorded() {
        let simulation = Simulation()
        simulation.run {
            let window = UIWindow()
            let root = ListController()
            window.rootViewController = root
            #expect(!root.isViewLoaded)
            #expect(simulation.trace.isEmpty)
        }
    }

    @Test func rootAtLaunchOrder() {
        // "Root at launch: loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews,
        // viewDidLayoutSubviews, viewDidAppear" (+ viewIsAppearing, docs/decisions.md)
        let simulation = Simulation()
        var window: UIWindow?
        simulation.run {
            window = UIWindow()
            window?.rootViewController = ListController()
            window?.makeKeyAndVisible()
            #expect(simulation.lines.last == "ListController.viewDidLayoutSubviews")
        }
        #expect(simulation.lines == [
            "ListController.loadView", "ListController.viewDidLoad",
            "ListController.viewWillAppear(_:)", "ListController.viewIsAppearing(_:)",
            "ListController.viewWillLayoutSubviews", "ListController.viewDidLayoutSubviews",
            "ListController.viewDidAppear(_:)",
        ])
        #expect(window?.isKeyWindow == true)
        #expect(window?.subviews.count == 1)
        #expect(window?.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
}
