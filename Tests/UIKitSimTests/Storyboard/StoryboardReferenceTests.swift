import Testing
@testable import UIKitSim

/// A segue to a storyboard reference (`viewControllerPlaceholder`) makes the referenced
/// controller of the other storyboard (Xcode's "Storyboard Reference"; docs/decisions.md).
@Suite struct StoryboardReferenceTests {
    let accounts = singleSceneStoryboard(
        attributes: #"storyboardIdentifier="AccountList" title="Accounts" customClass="MenuViewController""#,
        entry: false)

    func settings(_ world: StoryboardWorld) throws -> (UIWindow, UITabBarController, UITableViewController) {
        let tabs = try #require(world.make("Mail", "Tabs") as? UITabBarController)
        let settings = try #require(tabs.viewControllers?.last as? UITableViewController)
        let window = world.launch(tabs)
        return (window, tabs, settings)
    }

    @Test func aStaticCellSegueReachesIntoTheOtherStoryboard() throws {
        let world = StoryboardWorld(extra: ["Accounts": accounts])
        let (window, _, settings) = try settings(world)
        let fired = world.run { storyboardPerformCellSegue(settings, reuseIdentifier: nil, staticIndex: 0, sender: nil) }
        #expect(fired)
        let shown = try #require(settings.presentedViewController as? MenuViewController)
        #expect(shown.title == "Accounts")
        #expect(shown.storyboard !== settings.storyboard)
        _ = window
    }

    @Test func aMissingReferencedStoryboardRaises() throws {
        let world = StoryboardWorld()
        let (window, _, settings) = try settings(world)
        world.run { storyboardPerformCellSegue(settings, reuseIdentifier: nil, staticIndex: 0, sender: nil) }
        #expect(world.simulation.uncaughtException?.reason.hasPrefix("Could not find a storyboard named 'Accounts'") == true)
        _ = window
    }
}
