import Testing
@testable import UIKitSim

/// When the view work of a transition runs: the model changes inside the call, the view work
/// when the run-loop turn ends (uikit-behaviour.md, "Time"; docs/decisions.md, UIKitSim,
/// "Time", where each source below is recorded).
@MainActor @Suite struct TurnEndTimingTests {
    @Test func twoPushesInOneTurnShowOnlyTheSecond() {
        // The navigation controller's view work is one deferred transition
        // (-[UINavigationController _startDeferredTransitionIfNeeded:] in the commit's layout,
        // uikit-behaviour.md "Time"), from the controller shown to the top of the stack as it is
        // then: the middle controller is in the stack but its view is not loaded.
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        let (middle, top) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.clearTrace()
        simulation.run {
            nav.pushViewController(middle, animated: false)
            nav.pushViewController(top, animated: false)
            #expect(nav.viewControllers == [list, middle, top])
        }
        #expect(!middle.isViewLoaded)
        #expect(simulation.lines(of: "DetailController") == [
            "DetailController.willMove(toParent:) UINavigationController",
            "DetailController.didMove(toParent:) UINavigationController",
        ])
        #expect(top.appearanceState == .appeared)
        #expect(simulation.log.isEmpty)
        #expect(window.isKeyWindow)
    }

    @Test func pushThenPopInOneTurnShowsNothing() {
        // Same deferred transition: at the commit the top is the controller that was shown, so
        // nothing appears or disappears; the pushed controller only joins and leaves the stack.
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        let detail = simulation.withCurrent { DetailController() }
        simulation.clearTrace()
        simulation.run {
            nav.pushViewController(detail, animated: true)
            #expect(nav.popViewController(animated: true) === detail)
        }
        #expect(simulation.lines == [
            "DetailController.willMove(toParent:) UINavigationController",
            "DetailController.willMove(toParent:) nil",
            "DetailController.didMove(toParent:) nil",
        ])
        #expect(!detail.isViewLoaded)
        #expect(detail.parent == nil)
        #expect(window.isKeyWindow)
    }

    @Test func mainQueueBlocksRunAfterTheCommitAndItsDidCallbacks() {
        // matt's answer with device backtraces, https://stackoverflow.com/questions/47962261:
        // blocks sent to the main queue from viewDidLoad/viewWillAppear print after
        // viewDidAppear, which runs right after the CA commit
        // (_cleanUpAfterCAFlushAndRunDeferredBlocks), before the main queue is served again.
        final class Probe: UIViewController {
            var order: [String] = []
            override func viewDidLoad() {
                nonisolated(unsafe) let probe = self
                DispatchQueue.main.async { probe.order.append("block from viewDidLoad") }
                order.append("viewDidLoad")
            }
            override func viewWillAppear(_ animated: Bool) { order.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { order.append("viewDidAppear") }
        }
        let simulation = Simulation()
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        let probe = simulation.withCurrent { Probe() }
        simulation.run {
            nav.pushViewController(probe, animated: false)
            DispatchQueue.main.async { probe.order.append("block from the pushing code") }
            probe.order.append("after push")
        }
        #expect(probe.order == [
            "after push", "viewDidLoad", "viewWillAppear", "viewDidAppear",
            "block from the pushing code", "block from viewDidLoad",
        ])
        #expect(window.isKeyWindow)
    }

    @Test func aPlainRootLoadsAndWillAppearInsideMakeKeyAndVisible() {
        // Same answer (stackoverflow.com/questions/47962261) and a device backtrace of
        // -[UIWindow makeKeyAndVisible] calling loadView (haomeiwen.com/subject/ilzeqhtx.html):
        // a plain root's viewDidLoad and viewWillAppear run inside makeKeyAndVisible.
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = simulation.withCurrent { UIWindow() }
        simulation.run {
            window.rootViewController = root
            window.makeKeyAndVisible()
            #expect(simulation.lines == [
                "ListController.loadView", "ListController.viewDidLoad", "ListController.viewWillAppear(_:)",
            ])
        }
        #expect(root.appearanceState == .appeared)
    }

    @Test func aContainerRootShowsItsChildWhenTheTurnEnds() {
        // A navigation controller's child is shown by its deferred transition, in the commit's
        // layout (uikit-behaviour.md "Time"); the container's own view loads inside
        // makeKeyAndVisible as a plain root's does. A tab bar controller's first tab is taken
        // to work the same way (docs/decisions.md, "Time": no device trace found).
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = simulation.withCurrent { UIWindow() }
        simulation.run {
            window.rootViewController = nav
            window.makeKeyAndVisible()
            #expect(nav.isViewLoaded)
            #expect(!list.isViewLoaded)
        }
        #expect(list.appearanceState == .appeared)
    }

    @Test func aNewTabAppearsWhenTheTurnEnds() {
        let simulation = Simulation()
        let (first, second) = simulation.withCurrent { (ListController(), DetailController()) }
        let tabs = simulation.withCurrent { UITabBarController() }
        simulation.withCurrent { tabs.viewControllers = [first, second] }
        let window = launched(tabs, in: simulation)
        simulation.clearTrace()
        simulation.run {
            tabs.selectedIndex = 1
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController === second)
            #expect(simulation.lines.isEmpty)
        }
        #expect(second.appearanceState == .appeared)
        #expect(first.appearanceState == .disappeared)
        #expect(window.isKeyWindow)
    }

    @Test func dismissClearsTheModelAtOnceAndDisappearsWhenTheTurnEnds() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let sheet = simulation.withCurrent { DetailController() }
        simulation.run { root.present(sheet, animated: false) }
        simulation.clearTrace()
        var completed = false
        simulation.run {
            root.dismiss(animated: false) { completed = true }
            #expect(root.presentedViewController == nil)
            #expect(simulation.lines.isEmpty)
        }
        #expect(simulation.lines == ["DetailController.viewWillDisappear(_:)", "DetailController.viewDidDisappear(_:)"])
        #expect(completed)
        #expect(window.isKeyWindow)
    }

    @Test func presentingFromAControllerStillBeingPresentedIsRefused() {
        // UIKit's console line (iOS 18, with "(from ...)"), ericberman/MyFlightbookiOS issue 370:
        // "Attempt to present <...> on <...> (from <...>) while a presentation is in progress."
        // The second presentation is ignored (same thread; openradar 17762871).
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let (sheet, alert) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.withCurrent { root.present(sheet, animated: true) }
        simulation.runOneTurn()
        #expect(sheet.isBeingPresented)
        simulation.run { sheet.present(alert, animated: true) }
        #expect(simulation.log == [
            "Attempt to present \(alert) on \(sheet) (from \(sheet)) while a presentation is in progress.",
        ])
        #expect(sheet.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }
}
