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
        // viewDidLayoutSubviews, viewDidAppear" (+ viewIsAppearing, docs/decisions.md).
        // viewDidLoad and viewWillAppear of a plain root run inside makeKeyAndVisible, the
        // layout and viewDidAppear when the turn ends (CA commit, then
        // _cleanUpAfterCAFlushAndRunDeferredBlocks): matt's answer with device backtraces,
        // https://stackoverflow.com/questions/47962261 ("Execution order of async tasks on
        // the main queue").
        let simulation = Simulation()
        var window: UIWindow?
        simulation.run {
            window = UIWindow()
            window?.rootViewController = ListController()
            window?.makeKeyAndVisible()
            #expect(simulation.lines.last == "ListController.viewWillAppear(_:)")
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

/// uikit-behaviour.md, "Windows and the root view controller": replacing a visible root, key
/// window, windows nobody holds.
@Suite struct WindowReplacementTests {
    @Test func settingARootOnAVisibleWindowReplacesItAtOnce() {
        // "Setting it on a visible window installs the new root at once and removes the previous
        // root's view; the old root gets its disappear callbacks."
        let simulation = Simulation()
        let old = simulation.withCurrent { ListController() }
        let window = launched(old, in: simulation)
        simulation.clearTrace()
        let new = simulation.withCurrent { DetailController() }
        simulation.run {
            window.rootViewController = new
            #expect(new.isViewLoaded)
            #expect(window.subviews.map { $0 } == [new.view])
            #expect(old.viewIfLoaded?.superview == nil)
        }
        #expect(simulation.lines(of: "ListController") == [
            "ListController.viewWillDisappear(_:)", "ListController.viewDidDisappear(_:)",
        ])
        #expect(new.appearanceState == .appeared)
    }

    @Test func oneKeyWindowAtATime() {
        let simulation = Simulation()
        simulation.run {
            let first = UIWindow()
            first.rootViewController = ListController()
            first.makeKeyAndVisible()
            let second = UIWindow()
            second.rootViewController = DetailController()
            second.makeKeyAndVisible()
            #expect(!first.isKeyWindow)
            #expect(second.isKeyWindow)
            #expect(UIApplication.shared.keyWindow === second)
        }
    }

    @Test func aWindowNobodyHoldsGoesAway() {
        // "a window nobody holds goes away"
        let simulation = Simulation()
        simulation.run {
            do {
                let window = UIWindow()
                window.rootViewController = ListController()
                window.makeKeyAndVisible()
            }
            #expect(simulation.windows.isEmpty)
            #expect(simulation.keyWindow == nil)
        }
        #expect(simulation.lines.last == "ListController.deinit")
    }

    @Test func staticsResolveToTheCurrentSimulation() {
        let pad = Simulation(device: .iPad)
        let bounds = pad.run { UIScreen.main.bounds }
        #expect(bounds.size == CGSize(width: 820, height: 1180))
        #expect(pad.run { UIApplication.shared } === pad.application)
        #expect(pad.run { UIScreen.main.traitCollection.horizontalSizeClass } == .regular)
    }
}

/// "The area each controller fills is decided by its parent" and "UIWindow(frame:) takes what
/// it is given".
@Suite struct AreaTests {
    @Test func windowWithAFrameKeepsIt() {
        let simulation = Simulation()
        let frame = simulation.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200)).frame }
        #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test func aTabBarControllerKeepsRoomForItsBar() {
        let simulation = Simulation()
        let (tabs, list) = simulation.withCurrent { (UITabBarController(), ListController()) }
        tabs.viewControllers = [list]
        let window = launched(tabs, in: simulation)
        #expect(tabs.view.frame == window.bounds)
        // The child extends under the translucent tab bar (edgesForExtendedLayout .all, Apple's
        // page); the bar, 49 pt over the 34 pt home indicator, is kept out of its safe area.
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(list.view.safeAreaInsets.bottom == 83)
    }
}
