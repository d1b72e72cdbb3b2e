import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Containment" and "A controller's view".
@Suite struct ContainmentTests {
    final class Container: UIViewController {
        func embed(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        func unembed(_ child: UIViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }

    @Test func addingAChildOnScreen() {
        // "addChild(c) calls c.willMove(toParent: p) itself; the parent then adds c.view to its
        // view (appearance is forwarded if the parent is on screen); the parent calls
        // c.didMove(toParent: p) itself."
        let simulation = Simulation()
        let container = simulation.withCurrent { Container() }
        let window = launched(container, in: simulation)
        let child = simulation.withCurrent { ListController() }
        simulation.clearTrace()
        simulation.run {
            container.embed(child)
            #expect(child.isMovingToParent)
        }
        #expect(simulation.lines.filter { !$0.contains("Layout") && !$0.contains("IsAppearing") } == [
            "ListController.willMove(toParent:) Container", "ListController.loadView",
            "ListController.viewDidLoad", "ListController.viewWillAppear(_:)",
            "ListController.didMove(toParent:) Container", "ListController.viewDidAppear(_:)",
        ])
        #expect(child.parent === container)
        #expect(container.children == [child])
        #expect(!child.isMovingToParent)
        #expect(window.isKeyWindow)
    }

    @Test func removingAChildOnScreen() {
        // "the parent calls c.willMove(toParent: nil); removes c.view from its superview;
        // c.removeFromParent() calls c.didMove(toParent: nil) itself."
        let simulation = Simulation()
        let container = simulation.withCurrent { Container() }
        let window = launched(container, in: simulation)
        let child = simulation.withCurrent { ListController() }
        simulation.run { container.embed(child) }
        simulation.clearTrace()
        simulation.run { container.unembed(child) }
        #expect(simulation.lines == [
            "ListController.willMove(toParent:) nil", "ListController.viewWillDisappear(_:)",
            "ListController.didMove(toParent:) nil", "ListController.viewDidDisappear(_:)",
        ])
        #expect(child.parent == nil)
        #expect(window.isKeyWindow)
    }

    @Test func customContainerForwardsItsOwnAppearance() {
        // "Custom containers forward appearance automatically ... to children whose views are
        // in their view"
        let simulation = Simulation()
        let (container, child) = simulation.withCurrent { (Container(), ListController()) }
        simulation.withCurrent { container.embed(child) }
        let window = launched(container, in: simulation)
        #expect(simulation.lines.contains("ListController.viewDidAppear(_:)"))
        let containerAppear = simulation.lines.firstIndex(of: "Container.viewWillAppear(_:)")
        let childAppear = simulation.lines.firstIndex(of: "ListController.viewWillAppear(_:)")
        #expect(containerAppear! < childAppear!)
        #expect(window.isKeyWindow)
    }

    @Test func viewLoadsOnceAndLazily() {
        // "`view` is loaded lazily, on first access: loadView() then viewDidLoad(), once."
        let simulation = Simulation()
        simulation.run {
            let controller = ListController()
            #expect(!controller.isViewLoaded)
            #expect(controller.viewIfLoaded == nil)
            _ = controller.view
            controller.loadViewIfNeeded()
            _ = controller.view
            #expect(controller.isViewLoaded)
            #expect(controller.storyboard == nil)
        }
        // The controller is freed at the end of the block: real ARC.
        #expect(simulation.lines == ["ListController.loadView", "ListController.viewDidLoad", "ListController.deinit"])
    }

    @Test func walksFindTheNearestContainers() {
        let simulation = Simulation()
        simulation.run {
            let list = ListController()
            let nav = UINavigationController(rootViewController: list)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav]
            #expect(list.navigationController === nav)
            #expect(list.tabBarController === tabs)
            #expect(nav.tabBarController === tabs)
            #expect(list.splitViewController == nil)
        }
    }

    @Test func settingTheTitleTitlesTheItems() {
        let simulation = Simulation()
        simulation.run {
            let list = ListController()
            list.title = "Inbox"
            #expect(list.navigationItem.title == "Inbox")
            #expect(list.tabBarItem.title == "Inbox")
        }
    }
}
