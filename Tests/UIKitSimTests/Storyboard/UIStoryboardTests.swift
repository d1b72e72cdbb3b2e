import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Storyboards and segues" and the misuse table.
@Suite struct UIStoryboardTests {
    @Test func initialControllerIsMadeWithItsStoryboard() {
        withFixtureStoryboards { simulation in
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let initial = storyboard.instantiateInitialViewController()
            #expect(initial is UINavigationController)
            #expect(initial?.storyboard === storyboard)
            #expect(simulation.uncaughtException == nil)
        }
    }

    @Test func noEntryPointGivesNil() {
        // "instantiateInitialViewController() (nil when there is no entry point)"
        withFixtureStoryboards { simulation in
            #expect(UIStoryboard(name: "Mail", bundle: nil).instantiateInitialViewController() == nil)
            #expect(simulation.uncaughtException == nil)
        }
    }

    @Test func identifiedControllerIsANewInstanceEachCall() {
        withFixtureStoryboards { _ in
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let first = storyboard.instantiateViewController(withIdentifier: "NoteDetail")
            let second = storyboard.instantiateViewController(withIdentifier: "NoteDetail")
            #expect(first !== second)
            #expect(first is NoteViewController)
            #expect(second.storyboard === storyboard)
        }
    }

    @Test func titlesComeFromTheScene() {
        withFixtureStoryboards { _ in
            let list = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "NotesList")
            #expect(list is NotesViewController)
            #expect(list.title == "Notes")
            #expect(list.navigationItem.title == "All Notes")
        }
    }

    @Test func anUnknownCustomClassGivesThePlainClass() {
        // "A wrong customClass silently gives a plain UIViewController, as on iOS."
        let extra = ["Odd": singleSceneStoryboard(attributes: #"customClass="NoSuchViewController""#)]
        withFixtureStoryboards(extra: extra) { simulation in
            let made = UIStoryboard(name: "Odd", bundle: nil).instantiateInitialViewController()
            #expect(made.map { type(of: $0) == UIViewController.self } == true)
            #expect(simulation.log.isEmpty)
            #expect(simulation.uncaughtException == nil)
        }
    }

    @Test func builtInContainersAreMadeForTheirElements() {
        withFixtureStoryboards { _ in
            let storyboard = UIStoryboard(name: "Mail", bundle: nil)
            #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Tabs")) == UITabBarController.self)
            #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Split")) == UISplitViewController.self)
        }
    }

    @Test func aControllerMadeInCodeHasNoStoryboard() {
        // "A controller made in code has storyboard == nil; one made by a storyboard has it set."
        withFixtureStoryboards { _ in
            #expect(UIViewController().storyboard == nil)
        }
    }

    @Test func anUnknownIdentifierRaises() throws {
        // Misuse table: "storyboard identifier unknown".
        let exception = withFixtureStoryboards { simulation in
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Nope")
            return simulation.uncaughtException
        }
        let raised = try #require(exception)
        #expect(raised.name == "NSInvalidArgumentException")
        #expect(raised.reason.hasPrefix("Storyboard (<UIStoryboard: 0x"))
        #expect(raised.reason.hasSuffix(">) doesn't contain a view controller with identifier 'Nope'"))
    }

    @Test func aMissingStoryboardRaises() throws {
        // Misuse table: "storyboard file missing".
        let exception = withFixtureStoryboards { simulation in
            _ = UIStoryboard(name: "Settings", bundle: nil)
            return simulation.uncaughtException
        }
        #expect(exception == SimulatedException(
            name: "NSInvalidArgumentException",
            reason: "Could not find a storyboard named 'Settings' in bundle "
                + "NSBundle </var/containers/Bundle/Application/App.app> (loaded)"))
    }

    @Test func theCatalogueNamesItsStoryboards() throws {
        let catalogue = StoryboardCatalogue()
        try catalogue.add(name: "Main", xml: StoryboardFixtures.main)
        #expect(catalogue.names == ["Main"])
        #expect(throws: StoryboardError.self) { try catalogue.add(name: "Bad", xml: "<document>") }
    }
}
