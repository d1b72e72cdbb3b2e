import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Storyboards and segues": "Relationship arrows (navigation root, tab
/// items, split primary/secondary) are containment, not segues: they have no identifier and
/// no prepare call."
@Suite struct RelationshipSegueTests {
    @Test func navigationRootIsContained() throws {
        let world = StoryboardWorld()
        let nav = try #require(world.make("Main") as? UINavigationController)
        let root = try #require(nav.viewControllers.first as? NotesViewController)
        #expect(nav.viewControllers.count == 1)
        #expect(root.parent === nav)
        #expect(root.storyboard === nav.storyboard)
        #expect(root.prepared.isEmpty)
        #expect(!world.simulation.lines.contains { $0.contains("prepare") })
    }

    @Test func tabsAreMadeInOrderWithTheirItems() throws {
        let world = StoryboardWorld()
        let tabs = try #require(world.make("Mail", "Tabs") as? UITabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        #expect(children.map { $0.tabBarItem.title } == ["Inbox", "Settings"])
        // The second tab's customClass is not registered: the built-in class stands in.
        #expect(type(of: children[0]) == UIViewController.self)
        #expect(type(of: children[1]) == UITableViewController.self)
        #expect(children.allSatisfy { $0.parent === tabs })
        #expect(!world.simulation.lines.contains { $0.contains("prepare") })
    }

    @Test func splitColumnsArePrimaryThenSecondary() throws {
        let world = StoryboardWorld(device: .iPad)
        let split = try #require(world.make("Mail", "Split") as? UISplitViewController)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.first is MenuViewController)
        let page = try #require(split.viewControllers.last as? UIPageViewController)
        #expect(page.transitionStyle == .scroll)
        #expect(page.navigationOrientation == .horizontal)
        #expect((split.viewControllers.first as? MenuViewController)?.prepared.isEmpty == true)
    }
}
