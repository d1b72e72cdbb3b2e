import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Appearance" (push, pop, setViewControllers) and "Containers".
@Suite struct NavigationTests {
    @Test func initWithRootSetsStackAndParent() {
        let simulation = Simulation()
        simulation.run {
            let root = simulation.withCurrent { ListController() }
            let nav = simulation.withCurrent { UINavigationController(rootViewController: root) }
            #expect(nav.viewControllers == [root])
            #expect(nav.topViewController === root)
            #expect(root.parent === nav)
            #expect(root.navigationController === nav)
        }
    }

    @Test func pushOrder() {
        // "Push B over A: B's willMove(toParent:), B.loadView, B.viewDidLoad, A.viewWillDisappear,
        // B.viewWillAppear, then after the transition A.viewDidDisappear, B.viewDidAppear, and
        // B's didMove(toParent:)." (+ B's layout pass, docs/decisions.md)
        // Inside the call only willMove(toParent:) (addChild sends it): the rest runs when the
        // turn ends, B's viewDidLoad under -[UINavigationController
        // _startDeferredTransitionIfNeeded:] <- layoutSubviews <- CA::Transaction::commit in
        // device stack traces (uikit-behaviour.md, "Time").
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        simulation.clearTrace()
        let detail = simulation.withCurrent { DetailController() }
        simulation.run {
            nav.pushViewController(detail, animated: true)
            #expect(simulation.lines == ["DetailController.willMove(toParent:) UINavigationController"])
            #expect(nav.topViewController === detail)
            #expect(!detail.isViewLoaded)
        }
        #expect(simulation.lines == [
            "DetailController.willMove(toParent:) UINavigationController",
            "DetailController.loadView", "DetailController.viewDidLoad",
            "ListController.viewWillDisappear(_:)", "DetailController.viewWillAppear(_:)",
            "DetailController.viewIsAppearing(_:)", "DetailController.viewWillLayoutSubviews",
            "DetailController.viewDidLayoutSubviews",
            "ListController.viewDidDisappear(_:)", "DetailController.viewDidAppear(_:)",
            "DetailController.didMove(toParent:) UINavigationController",
        ])
        #expect(simulation.now == Simulation.animationDuration)
        #expect(detail.view.superview === nav.view)
        #expect(list.viewIfLoaded?.superview == nil)
        #expect(window.isKeyWindow)
    }

    @Test func popOrderAndRelease() {
        // "Pop B back to A: B's willMove(toParent: nil), B.viewWillDisappear, A.viewWillAppear,
        // then B.viewDidDisappear, A.viewDidAppear, and B's didMove(toParent: nil). A is not
        // loaded again. B is released (deinit) if nothing else holds it."
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        simulation.run { nav.pushViewController(DetailController(), animated: false) }
        simulation.clearTrace()
        simulation.run {
            let popped = simulation.withCurrent { nav.popViewController(animated: true) }
            #expect(popped is DetailController)
            #expect(nav.viewControllers == [list])
        }
        #expect(simulation.lines == [
            "DetailController.willMove(toParent:) nil",
            "DetailController.viewWillDisappear(_:)", "ListController.viewWillAppear(_:)",
            "ListController.viewIsAppearing(_:)", "ListController.viewWillLayoutSubviews",
            "ListController.viewDidLayoutSubviews",
            "DetailController.viewDidDisappear(_:)", "ListController.viewDidAppear(_:)",
            "DetailController.didMove(toParent:) nil", "DetailController.deinit",
        ])
        #expect(window.rootViewController === nav)
    }

    @Test func setViewControllersReplacingRoot() {
        // "setViewControllers replacing [A] by [B, C]: A disappears and leaves its parent, C
        // appears, B gets no appearance callbacks (its view is not even loaded)."
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: a) }
        let window = launched(nav, in: simulation)
        simulation.clearTrace()
        let (b, c) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.run { nav.setViewControllers([b, c], animated: false) }
        #expect(!b.isViewLoaded)
        #expect(simulation.lines(of: "DetailController") == [
            "DetailController.willMove(toParent:) UINavigationController",
            "DetailController.didMove(toParent:) UINavigationController",
        ])
        #expect(simulation.lines(of: "ListController") == [
            "ListController.willMove(toParent:) nil", "ListController.viewWillDisappear(_:)",
            "ListController.viewDidDisappear(_:)", "ListController.didMove(toParent:) nil",
        ])
        #expect(simulation.lines(of: "OtherController").contains("OtherController.viewDidAppear(_:)"))
        #expect(nav.viewControllers == [b, c])
        #expect(window.isKeyWindow)
    }

    @Test func popToRootSkipsMiddleAppearance() {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: a) }
        let window = launched(nav, in: simulation)
        let (b, c) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.run {
            nav.pushViewController(b, animated: false)
            nav.pushViewController(c, animated: false)
        }
        simulation.clearTrace()
        simulation.run { #expect(nav.popToRootViewController(animated: false) == [b, c]) }
        #expect(simulation.lines(of: "DetailController") == [
            "DetailController.willMove(toParent:) nil", "DetailController.didMove(toParent:) nil",
        ])
        #expect(nav.topViewController === a)
        #expect(window.isKeyWindow)
    }

    @Test func backButtonTitleComesFromThePreviousController() {
        // "The back button of a pushed controller is titled with the previous controller's
        // title (or "Back")."
        let simulation = Simulation()
        simulation.run {
            let list = simulation.withCurrent { ListController() }
            list.title = "Inbox"
            let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
            #expect(nav.navigationBar.backButtonTitle == nil)
            let detail = simulation.withCurrent { DetailController() }
            detail.title = "Message"
            nav.pushViewController(detail, animated: false)
            #expect(nav.navigationBar.topItem?.title == "Message")
            #expect(nav.navigationBar.backButtonTitle == "Inbox")
            list.navigationItem.backButtonTitle = "Mail"
            #expect(nav.navigationBar.backButtonTitle == "Mail")
            let untitled = simulation.withCurrent { UINavigationController(rootViewController: OtherController()) }
            untitled.pushViewController(RecordingController(), animated: false)
            #expect(untitled.navigationBar.backButtonTitle == "Back")
        }
    }

    @Test func showOnAChildPushes() {
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        let detail = simulation.withCurrent { DetailController() }
        simulation.run { list.show(detail, sender: nil) }
        #expect(nav.topViewController === detail)
        #expect(list.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }

    @Test func delegateHearsWillShowAndDidShow() {
        final class Spy: UINavigationControllerDelegate {
            var calls: [String] = []
            func navigationController(_ n: UINavigationController, willShow v: UIViewController, animated: Bool) {
                calls.append("willShow \(type(of: v))")
            }
            func navigationController(_ n: UINavigationController, didShow v: UIViewController, animated: Bool) {
                calls.append("didShow \(type(of: v))")
            }
        }
        let simulation = Simulation()
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        let spy = Spy()
        nav.delegate = spy
        simulation.run { nav.pushViewController(DetailController(), animated: true) }
        #expect(spy.calls == ["willShow DetailController", "didShow DetailController"])
        #expect(window.isKeyWindow)
    }
}

/// A navigation controller filled before it is on screen loads only its top controller.
@Suite struct NavigationOffScreenTests {
    @Test func onlyTheTopLoadsWhenTheStackAppears() {
        let simulation = Simulation()
        let (list, detail) = simulation.withCurrent { (ListController(), DetailController()) }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        simulation.withCurrent { nav.pushViewController(detail, animated: true) }
        #expect(!simulation.hasPendingWork)
        #expect(detail.parent === nav)
        let window = launched(nav, in: simulation)
        #expect(!list.isViewLoaded)
        #expect(detail.appearanceState == .appeared)
        // Under the translucent bar (edgesForExtendedLayout .all, Apple's page): the whole
        // container; its safe area keeps clear of the 59 pt status bar and the 44 pt bar.
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(window.isKeyWindow)
    }

    @Test func showWithoutANavigationControllerPresents() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let detail = simulation.withCurrent { DetailController() }
        simulation.run { root.show(detail, sender: nil) }
        #expect(root.presentedViewController === detail)
        let other = simulation.withCurrent { OtherController() }
        simulation.run { detail.showDetailViewController(other, sender: nil) }
        #expect(detail.presentedViewController === other)
        #expect(window.isKeyWindow)
    }
}
