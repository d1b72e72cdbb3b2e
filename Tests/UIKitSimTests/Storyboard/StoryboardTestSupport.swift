@testable import UIKitSim

/// Classes the fixtures name in `customClass`. Each records what the storyboard calls.
class NotesViewController: UIViewController, StoryboardUnwindTarget {
    var unwoundWith: [UIStoryboardSegue] = []
    var allowSegues = true
    var prepared: [(segue: UIStoryboardSegue, sender: Any?, destinationViewLoaded: Bool)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue, sender, segue.destination.isViewLoaded))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        allowSegues
    }

    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        guard selector == "unwindToNotes:" else { return nil }
        return { [weak self] segue in self?.unwoundWith.append(segue) }
    }
}

final class NoteViewController: NotesViewController {}
final class EditorViewController: NotesViewController {}
final class SummaryViewController: UIViewController {}
final class MenuViewController: NotesViewController {}

/// A custom segue class: records that it performed.
final class FadeSegue: UIStoryboardSegue {
    var performed = false
    override func perform() { performed = true }
}

/// The registry the tests use: every class the fixtures name except `SettingsViewController`
/// (to exercise the unknown-class fallback).
func fixtureRegistry() -> StoryboardClassRegistry {
    let registry = StoryboardClassRegistry()
    registry.register("NotesViewController") { NotesViewController() }
    registry.register("NoteViewController") { NoteViewController() }
    registry.register("EditorViewController") { EditorViewController() }
    registry.register("SummaryViewController") { SummaryViewController() }
    registry.register("MenuViewController") { MenuViewController() }
    registry.registerSegue("FadeSegue") { FadeSegue(identifier: $0, source: $1, destination: $2) }
    return registry
}

/// A simulation with the fixtures registered as `Main` and `Mail`, current for `body`.
/// `extra` adds storyboards by name.
func withFixtureStoryboards<R>(device: Device = .iPhone, extra: [String: String] = [:],
                               _ body: (Simulation) throws -> R) rethrows -> R {
    let simulation = Simulation(device: device)
    let catalogue = StoryboardCatalogue(classResolver: fixtureRegistry())
    try! catalogue.add(name: "Main", xml: StoryboardFixtures.main)
    try! catalogue.add(name: "Mail", xml: StoryboardFixtures.containers)
    for (name, xml) in extra { try! catalogue.add(name: name, xml: xml) }
    return try catalogue.withCurrent {
        try simulation.run { try body(simulation) }
    }
}

/// A storyboard of one scene: a `viewController` with the given attributes and connections.
func singleSceneStoryboard(attributes: String, connections: String = "", entry: Bool = true) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(entry ? #" initialViewController="One-aa-001""# : "")>
        <scenes>
            <scene sceneID="Sce-aa-001">
                <objects>
                    <viewController id="One-aa-001" \(attributes) sceneMemberID="viewController">
                        <connections>\(connections)</connections>
                    </viewController>
                    <exit id="Ext-aa-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
