import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Storyboards and segues": "Unwind: UIKit finds the destination by
/// walking back through the hierarchy, the source gets prepare(for:sender:), the
/// destination's unwind action runs, then the pops or dismissals happen."
@Suite struct UnwindSegueTests {
    /// Nav[List, Detail], Detail presenting the Editor full screen: the usual unwind setting.
    func editing(_ world: StoryboardWorld) throws -> (UIWindow, UINavigationController, NotesViewController,
                                                      NoteViewController, EditorViewController) {
        let nav = try #require(world.make("Main") as? UINavigationController)
        let window = world.launch(nav)
        let list = try #require(nav.topViewController as? NotesViewController)
        world.run { list.performSegue(withIdentifier: "showNote", sender: nil) }
        let detail = try #require(nav.topViewController as? NoteViewController)
        world.run { detail.performSegue(withIdentifier: "editNote", sender: nil) }
        let editor = try #require(detail.presentedViewController as? EditorViewController)
        world.simulation.clearTrace()
        return (window, nav, list, detail, editor)
    }

    @Test func manualUnwindFindsTheListThenDismissesAndPops() throws {
        let world = StoryboardWorld()
        let (window, nav, list, _, editor) = try editing(world)
        world.run { editor.performSegue(withIdentifier: "cancelEditing", sender: nil) }
        let segue = try #require(list.unwoundWith.first)
        #expect(list.unwoundWith.count == 1)
        #expect(segue.identifier == "cancelEditing")
        #expect(segue.source === editor)
        #expect(segue.destination === list)
        #expect(editor.prepared.first?.segue === segue)
        #expect(nav.viewControllers == [list])
        #expect(nav.presentedViewController == nil)
        #expect(editor.presentingViewController == nil)
        let lines = world.lines
        #expect(lines.first == "EditorViewController.prepare(for:sender:) cancelEditing")
        #expect(lines.contains("EditorViewController.viewDidDisappear(_:)"))
        #expect(!lines.contains { $0.contains("shouldPerformSegue") })
        _ = window
    }

    @Test func theActionRunsBeforeTheDismissal() throws {
        let world = StoryboardWorld()
        let (window, _, list, _, editor) = try editing(world)
        var presentedWhenActionRan: UIViewController?
        list.onUnwind = { _ in presentedWhenActionRan = editor.presentingViewController }
        world.run { editor.performSegue(withIdentifier: "cancelEditing", sender: nil) }
        #expect(presentedWhenActionRan != nil)
        _ = window
    }

    @Test func anUnwindButtonAsksFirst() throws {
        let world = StoryboardWorld()
        let (window, nav, list, _, editor) = try editing(world)
        let done = try #require(editor.view.subviews.compactMap { $0 as? UIButton }.first)
        editor.allowSegues = false
        world.run { done.simulateTap() }
        #expect(list.unwoundWith.isEmpty)
        #expect(world.lines == ["EditorViewController.shouldPerformSegue(withIdentifier:sender:) doneEditing"])
        editor.allowSegues = true
        world.run { done.simulateTap() }
        #expect(list.unwoundWith.first?.identifier == "doneEditing")
        #expect(nav.viewControllers == [list])
        _ = window
    }

    @Test func noControllerHandlingTheActionMeansNothingHappens() throws {
        let connections = #"<segue destination="Ext-aa-001" kind="unwind" identifier="back" unwindAction="unwindToNowhere:" id="Unw-aa-001"/>"#
        let world = StoryboardWorld(extra: ["Lone": singleSceneStoryboard(
            attributes: #"customClass="EditorViewController""#, connections: connections)])
        let lone = try #require(world.make("Lone") as? EditorViewController)
        let nav = world.simulation.withCurrent { UINavigationController(rootViewController: lone) }
        let window = world.launch(nav)
        world.run { lone.performSegue(withIdentifier: "back", sender: nil) }
        #expect(lone.prepared.isEmpty)
        #expect(world.simulation.uncaughtException == nil)
        #expect(nav.viewControllers == [lone])
        _ = window
    }

    @Test func theSourceItselfIsNeverTheDestination() throws {
        let world = StoryboardWorld()
        let list = try #require(world.make("Main", "NotesList") as? NotesViewController)
        let walk = world.simulation.withCurrent {
            list.storyboard?.unwindDestination(for: UIStoryboardUnwindSegueSource(
                source: list, unwindAction: "unwindToNotes:", sender: nil))
        }
        #expect(walk == nil)
    }
}
