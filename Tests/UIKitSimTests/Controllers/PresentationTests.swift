import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Presentation" and "Appearance" (present full screen, sheets).
@Suite struct PresentationTests {
    @Test func presentFullScreenOrderAndLinks() {
        // "Present B full screen from A: A.viewWillDisappear, B.viewWillAppear,
        // B.viewDidAppear, A.viewDidDisappear."
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        simulation.clearTrace()
        let b = simulation.withCurrent { DetailController() }
        b.modalPresentationStyle = .fullScreen
        var completed = false
        simulation.run {
            a.present(b, animated: true) { completed = true }
            #expect(b.isBeingPresented)
            #expect(!completed)
        }
        #expect(simulation.lines == [
            "DetailController.loadView", "DetailController.viewDidLoad",
            "ListController.viewWillDisappear(_:)", "DetailController.viewWillAppear(_:)",
            "DetailController.viewIsAppearing(_:)", "DetailController.viewWillLayoutSubviews",
            "DetailController.viewDidLayoutSubviews",
            "DetailController.viewDidAppear(_:)", "ListController.viewDidDisappear(_:)",
        ])
        #expect(completed)
        #expect(!b.isBeingPresented)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.window === window)
    }

    @Test func dismissFullScreenBringsThePresenterBack() {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        let b = simulation.withCurrent { DetailController() }
        b.modalPresentationStyle = .fullScreen
        simulation.run { a.present(b, animated: false) }
        simulation.clearTrace()
        simulation.run {
            b.dismiss(animated: true)
            #expect(b.isBeingDismissed)
        }
        #expect(simulation.lines == [
            "DetailController.viewWillDisappear(_:)", "ListController.viewWillAppear(_:)",
            "ListController.viewIsAppearing(_:)", "ListController.viewWillLayoutSubviews",
            "ListController.viewDidLayoutSubviews",
            "DetailController.viewDidDisappear(_:)", "ListController.viewDidAppear(_:)",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.window === window)
    }

    @Test func automaticIsAPageSheetThatLeavesThePresenterOnScreen() {
        // "`.pageSheet` (what `.automatic` means ...) ... leave the presenter on screen: it gets
        // no disappear callbacks, and no appear callbacks when B is dismissed."
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        simulation.clearTrace()
        let b = simulation.withCurrent { DetailController() }
        simulation.run { a.present(b, animated: true) }
        simulation.run { a.dismiss(animated: true) }
        #expect(simulation.lines(of: "ListController").isEmpty)
        #expect(b.resolvedPresentationStyle == .pageSheet)
        #expect(a.view.window === window)
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .popover, .overFullScreen, .overCurrentContext])
    func stylesThatKeepThePresenter(style: UIModalPresentationStyle) {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        simulation.clearTrace()
        let b = simulation.withCurrent { DetailController() }
        b.modalPresentationStyle = style
        simulation.run { a.present(b, animated: false) }
        #expect(simulation.lines(of: "ListController").isEmpty)
        #expect(a.view.window === window)
    }

    @Test func fullScreenFromAChildIsPresentedByTheRoot() {
        // "for full screen it is the window's root"
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        let b = simulation.withCurrent { DetailController() }
        b.modalPresentationStyle = .fullScreen
        simulation.run { list.present(b, animated: false) }
        #expect(b.presentingViewController === nav)
        #expect(list.presentedViewController === b)
        #expect(nav.visibleViewController === b)
        #expect(window.isKeyWindow)
    }

    @Test func currentContextWalksToTheControllerThatDefinesIt() {
        // ".currentContext / .overCurrentContext: UIKit walks up from the controller that asked
        // to the first with definesPresentationContext == true (else the root)"
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let other = simulation.withCurrent { OtherController() }
        let tabs = simulation.withCurrent { UITabBarController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        tabs.viewControllers = [nav, other]
        nav.definesPresentationContext = true
        let window = launched(tabs, in: simulation)
        let b = simulation.withCurrent { DetailController() }
        b.modalPresentationStyle = .currentContext
        simulation.run { list.present(b, animated: false) }
        #expect(b.presentingViewController === nav)
        #expect(b.view.frame == nav.view.frame)
        #expect(window.isKeyWindow)
    }

    @Test func dismissFromLowerDownDismissesTheWholeChain() {
        // "on a controller lower in a chain it dismisses everything above it"
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        let (b, c) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.run { a.present(b, animated: false) }
        simulation.run { b.present(c, animated: false) }
        #expect(c.presentingViewController === b)
        simulation.clearTrace()
        simulation.run { a.dismiss(animated: true) }
        #expect(simulation.lines == [
            "OtherController.viewWillDisappear(_:)", "DetailController.viewWillDisappear(_:)",
            "OtherController.viewDidDisappear(_:)", "DetailController.viewDidDisappear(_:)",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(window.subviews.count == 1)
    }
}

/// "A presented controller may present another; each must be dismissed in turn (or all at once
/// from lower down)."
@Suite struct PresentationChainTests {
    @Test func dismissingTheTopOnlyLeavesTheOneBelow() {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        let (b, c) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.run { a.present(b, animated: false) }
        simulation.run { b.present(c, animated: false) }
        simulation.run { c.dismiss(animated: false) }
        #expect(b.presentedViewController == nil)
        #expect(a.presentedViewController === b)
        #expect(b.appearanceState == .appeared)
        #expect(c.appearanceState == .disappeared)
        #expect(window.isKeyWindow)
    }
}

/// "`dismiss` on the presented controller is forwarded to its presenter" — also from a child
/// of a presented navigation controller (a Cancel button in a presented form).
@Suite struct DismissFromInsideTests {
    @Test func aChildOfAPresentedNavigationControllerDismissesIt() {
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let (form, nav) = simulation.withCurrent {
            let form = DetailController()
            return (form, UINavigationController(rootViewController: form))
        }
        simulation.run { root.present(nav, animated: true) }
        #expect(form.presentingViewController === root)
        simulation.run { form.dismiss(animated: true) }
        #expect(root.presentedViewController == nil)
        #expect(nav.presentingViewController == nil)
        #expect(form.appearanceState == .disappeared)
        #expect(window.subviews.count == 1)
    }
}
