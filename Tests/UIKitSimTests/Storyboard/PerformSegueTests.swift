import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Storyboards and segues": performSegue instantiates the destination,
/// makes a UIStoryboardSegue, calls the source's prepare (destination's view NOT loaded), then
/// performs; a programmatic performSegue does not ask shouldPerformSegue. Exact texts from the
/// misuse table.
@Suite struct PerformSegueTests {
    @Test func showInsideANavigationControllerPushesAfterPrepare() throws {
        let world = StoryboardWorld()
        let nav = try #require(world.make("Main") as? UINavigationController)
        let window = world.launch(nav)
        let list = try #require(nav.topViewController as? NotesViewController)
        world.run { list.performSegue(withIdentifier: "showNote", sender: "tapped") }
        let detail = try #require(nav.topViewController as? NoteViewController)
        #expect(nav.viewControllers.count == 2)
        #expect(list.prepared.count == 1)
        let prepared = try #require(list.prepared.first)
        #expect(prepared.segue.identifier == "showNote")
        #expect(prepared.segue.source === list)
        #expect(prepared.segue.destination === detail)
        #expect(prepared.sender as? String == "tapped")
        #expect(prepared.destinationViewLoaded == false)
        #expect(detail.storyboard === list.storyboard)
        let lines = world.lines
        #expect(lines.first == "NotesViewController.prepare(for:sender:) showNote")
        #expect(lines.dropFirst().first == "NoteViewController.willMove(toParent:) UINavigationController")
        #expect(!lines.contains { $0.contains("shouldPerformSegue") })
        #expect(window.isKeyWindow)
    }

    @Test func showOutsideANavigationControllerPresents() throws {
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        let window = world.launch(detail)
        world.run { detail.performSegue(withIdentifier: "showEditorManually", sender: nil) }
        #expect(detail.presentedViewController is EditorViewController)
        #expect(detail.prepared.last?.segue.identifier == "showEditorManually")
        #expect(window.rootViewController === detail)
    }

    @Test func presentationHonoursTheSegueStyle() throws {
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        let window = world.launch(detail)
        world.run { detail.performSegue(withIdentifier: "editNote", sender: nil) }
        let editor = try #require(detail.presentedViewController as? EditorViewController)
        #expect(editor.modalPresentationStyle == .fullScreen)
        _ = window
    }

    @Test func formSheetAndPopoverStyles() throws {
        let world = StoryboardWorld()
        let menu = try #require(world.make("Mail", "Menu") as? MenuViewController)
        let window = world.launch(menu)
        world.run { menu.performSegue(withIdentifier: "sheet", sender: nil) }
        #expect(menu.presentedViewController?.modalPresentationStyle == .formSheet)
        world.run { menu.dismiss(animated: false) }
        #expect(menu.presentedViewController == nil)
        world.run { menu.performSegue(withIdentifier: "popover", sender: nil) }
        #expect(menu.presentedViewController?.modalPresentationStyle == .popover)
        _ = window
    }

    @Test func customSeguePerformsItsOwnClass() throws {
        let world = StoryboardWorld()
        let menu = try #require(world.make("Mail", "Menu") as? MenuViewController)
        let window = world.launch(menu)
        world.run { menu.performSegue(withIdentifier: "fade", sender: nil) }
        let segue = try #require(menu.prepared.first?.segue as? FadeSegue)
        #expect(segue.performed)
        #expect(segue.identifier == "fade")
        #expect(menu.presentedViewController == nil)
        _ = window
    }

    @Test func legacyPushInsideANavigationControllerPushes() throws {
        let world = StoryboardWorld()
        let menu = try #require(world.make("Mail", "Menu") as? MenuViewController)
        let nav = world.simulation.withCurrent { UINavigationController(rootViewController: menu) }
        let window = world.launch(nav)
        world.run { menu.performSegue(withIdentifier: "legacyPush", sender: nil) }
        #expect(nav.viewControllers.count == 2)
        #expect(world.simulation.uncaughtException == nil)
        _ = window
    }

    @Test func legacyPushOutsideANavigationControllerRaises() throws {
        // Misuse table: "legacy push segue outside a navigation controller".
        let world = StoryboardWorld()
        let menu = try #require(world.make("Mail", "Menu") as? MenuViewController)
        let window = world.launch(menu)
        world.run { menu.performSegue(withIdentifier: "legacyPush", sender: nil) }
        #expect(world.simulation.uncaughtException == SimulatedException(
            name: "NSGenericException",
            reason: "Push segues can only be used when the source controller is managed by an instance of UINavigationController."))
        #expect(menu.prepared.count == 1)
        _ = window
    }

    @Test func legacyModalPresents() throws {
        let world = StoryboardWorld()
        let menu = try #require(world.make("Mail", "Menu") as? MenuViewController)
        let window = world.launch(menu)
        world.run { menu.performSegue(withIdentifier: "legacyModal", sender: nil) }
        #expect(menu.presentedViewController != nil)
        _ = window
    }

    @Test func showDetailReplacesTheSecondaryOnAnIPad() throws {
        // "on a regular-width device (an iPad) both columns show and showDetail replaces the secondary"
        let world = StoryboardWorld(device: .iPad)
        let split = try #require(world.make("Mail", "Split") as? UISplitViewController)
        let menu = try #require(split.viewControllers.first as? MenuViewController)
        let oldSecondary = split.viewControllers.last
        let window = world.launch(split)
        world.run { menu.performSegue(withIdentifier: "detail", sender: nil) }
        let destination = try #require(menu.prepared.first?.segue.destination)
        #expect(split.viewControllers.last === destination)
        #expect(destination !== oldSecondary)
        _ = window
    }

    @Test func anUnknownIdentifierRaises() throws {
        // Misuse table: "segue identifier unknown".
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        world.run { detail.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(world.simulation.uncaughtException == SimulatedException(
            name: "NSInvalidArgumentException",
            reason: "Receiver (\(detail)) has no segue with identifier 'nope'"))
        #expect(detail.prepared.isEmpty)
    }

    @Test func aControllerMadeInCodeHasNoSegues() {
        let world = StoryboardWorld()
        let plain = world.simulation.withCurrent { DetailController() }
        world.run { plain.performSegue(withIdentifier: "showNote", sender: nil) }
        #expect(world.simulation.uncaughtException?.reason == "Receiver (\(plain)) has no segue with identifier 'showNote'")
    }

    @Test func relationshipArrowsCannotBePerformed() throws {
        // They have no identifier, so nothing can name them: asking for one raises.
        let world = StoryboardWorld()
        let nav = world.make("Main")
        world.run { nav.performSegue(withIdentifier: "rootViewController", sender: nil) }
        #expect(world.simulation.uncaughtException?.name == "NSInvalidArgumentException")
    }
}
