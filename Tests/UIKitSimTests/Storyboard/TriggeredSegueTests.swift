import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Storyboards and segues": "a segue triggered from a control or a table
/// cell [asks shouldPerformSegue(withIdentifier:sender:)], and is cancelled when it answers
/// false." The contract traces shouldPerformSegue with the identifier as its detail.
@Suite struct TriggeredSegueTests {
    func editButton(of detail: UIViewController) throws -> UIButton {
        try #require(detail.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" })
    }

    @Test func aButtonAsksThenPerforms() throws {
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        let window = world.launch(detail)
        let button = try editButton(of: detail)
        world.simulation.clearTrace()
        world.run { button.simulateTap() }
        #expect(detail.presentedViewController is EditorViewController)
        #expect(Array(world.lines.prefix(2)) == [
            "NoteViewController.shouldPerformSegue(withIdentifier:sender:) editNote",
            "NoteViewController.prepare(for:sender:) editNote",
        ])
        #expect(detail.prepared.last?.sender as? UIButton === button)
        _ = window
    }

    @Test func answeringFalseCancels() throws {
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        let window = world.launch(detail)
        detail.allowSegues = false
        let button = try editButton(of: detail)
        let preparedBefore = detail.prepared.count
        world.simulation.clearTrace()
        world.run { button.simulateTap() }
        #expect(detail.presentedViewController == nil)
        #expect(detail.prepared.count == preparedBefore)
        #expect(world.lines == ["NoteViewController.shouldPerformSegue(withIdentifier:sender:) editNote"])
        _ = window
    }

    @Test func aPrototypeCellAsksThenPushes() throws {
        let world = StoryboardWorld()
        let nav = try #require(world.make("Main") as? UINavigationController)
        let window = world.launch(nav)
        let list = try #require(nav.topViewController as? NotesViewController)
        let fired = world.run {
            storyboardPerformCellSegue(list, reuseIdentifier: "NoteCell", sender: "cell 0")
        }
        #expect(fired)
        #expect(nav.topViewController is NoteViewController)
        #expect(world.lines.first == "NotesViewController.shouldPerformSegue(withIdentifier:sender:) showNote")
        #expect(list.prepared.first?.sender as? String == "cell 0")
        _ = window
    }

    @Test func aCellWithoutSeguesFiresNothing() throws {
        let world = StoryboardWorld()
        let list = try #require(world.make("Main", "NotesList") as? NotesViewController)
        let fired = world.run { storyboardPerformCellSegue(list, reuseIdentifier: "OtherCell", sender: nil) }
        #expect(!fired)
        #expect(list.prepared.isEmpty)
    }
}
