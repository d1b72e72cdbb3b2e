import Foundation
import Testing
@testable import UIKitSim

/// Misuse that would make the view or controller tree a cycle ends the app with an exception
/// instead of hanging every walk over the tree (issue 12).
@Suite struct HierarchyCycleTests {
    /// "Can't add self as subview" with NSInvalidArgumentException: the text of public crash
    /// reports from devices (TransitApp/SVWebViewController#132, `-[UIView(Internal)
    /// _addSubview:positioned:relativeTo:]`).
    @Test func aViewAddedToItself() {
        let simulation = Simulation()
        simulation.run {
            let view = UIView()
            view.addSubview(view)
            #expect(view.subviews.isEmpty)
        }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInvalidArgumentException", reason: "Can't add self as subview"))
    }

    /// Adding an ancestor puts its layer in a cycle: Core Animation raises `CALayerInvalid`
    /// "layer <CALayer: 0x…> is a part of cycle in its layer tree" (reported from a device in
    /// daltoniam/DCCommentView#2).
    @Test func aViewAddedToItsOwnDescendant() {
        let simulation = Simulation()
        simulation.run {
            let top = UIView(), middle = UIView(), bottom = UIView()
            top.addSubview(middle)
            middle.addSubview(bottom)
            bottom.addSubview(top)
            #expect(top.superview == nil)
            #expect(bottom.subviews.isEmpty)
        }
        #expect(simulation.uncaughtException?.name == "CALayerInvalid")
        #expect(simulation.uncaughtException?.reason.hasSuffix("is a part of cycle in its layer tree") == true)
    }

    @Test func aControllerMadeItsOwnChild() {
        let simulation = Simulation()
        simulation.run {
            let controller = ListController()
            controller.addChild(controller)
            #expect(controller.children.isEmpty)
            #expect(controller.parent == nil)
        }
        #expect(simulation.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")
        #expect(simulation.uncaughtException?.reason.hasSuffix("which is itself") == true)
    }

    @Test func twoControllersEachOthersChild() {
        let simulation = Simulation()
        simulation.run {
            let a = ListController(), b = DetailController()
            a.addChild(b)
            b.addChild(a)
            #expect(b.children.isEmpty)
            #expect(a.parent == nil)
        }
        #expect(simulation.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")
        #expect(simulation.uncaughtException?.reason.hasSuffix("which is one of its descendants") == true)
    }

    @Test func containersGivenThemselves() {
        let tabsRun = Simulation()
        tabsRun.run {
            let tabs = UITabBarController()
            tabs.viewControllers = [ListController(), tabs]
            #expect(tabs.children.isEmpty)
        }
        #expect(tabsRun.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")

        let splitRun = Simulation()
        splitRun.run {
            let split = UISplitViewController()
            split.viewControllers = [split, ListController()]
            #expect(split.children.isEmpty)
        }
        #expect(splitRun.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")

        let pagesRun = Simulation()
        pagesRun.run {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            pages.setViewControllers([pages], direction: .forward, animated: false)
            #expect(pages.children.isEmpty)
        }
        #expect(pagesRun.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")

        let navigationRun = Simulation()
        navigationRun.run {
            let tabs = UITabBarController()
            let nav = UINavigationController(rootViewController: ListController())
            tabs.viewControllers = [nav]
            nav.pushViewController(tabs, animated: false)
            #expect(nav.viewControllers.count == 1)
        }
        #expect(navigationRun.uncaughtException?.name == "UIViewControllerHierarchyInconsistency")
    }

    /// A chain of views 100,000 deep is freed on a thread with a 1 MB stack: the subviews are
    /// handed to a work list, not freed by 100,000 nested releases.
    @Test func aDeepViewChainIsFreedWithASmallStack() {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var top: UIView? = UIView()
            var bottom = top!
            for _ in 0..<100_000 {
                let next = UIView()
                bottom.addSubview(next)
                bottom = next
            }
            top = nil
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
    }
}
