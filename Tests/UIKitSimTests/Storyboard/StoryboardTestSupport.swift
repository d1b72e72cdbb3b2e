@testable import UIKitSim

/// Classes the fixtures name in `customClass`. Each records what the storyboard calls.
class SegueRecordingController: UIViewController {
    var allowSegues = true
    var prepared: [(segue: UIStoryboardSegue, sender: Any?, destinationViewLoaded: Bool)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue, sender, segue.destination.isViewLoaded))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        allowSegues
    }

}

/// The list (a table view controller, as its scene is): the only fixture class that
/// handles the unwind action `unwindToNotes:`.
final class NotesViewController: UITableViewController, StoryboardUnwindTarget {
    var allowSegues = true
    var prepared: [(segue: UIStoryboardSegue, sender: Any?, destinationViewLoaded: Bool)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue, sender, segue.destination.isViewLoaded))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        allowSegues
    }

    var unwoundWith: [UIStoryboardSegue] = []
    var onUnwind: ((UIStoryboardSegue) -> Void)?

    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        guard selector == "unwindToNotes:" else { return nil }
        return { [weak self] segue in
            self?.unwoundWith.append(segue)
            self?.onUnwind?(segue)
        }
    }
}

final class NoteViewController: SegueRecordingController {}
final class EditorViewController: SegueRecordingController {}
final class SummaryViewController: UIViewController {}
final class MenuViewController: SegueRecordingController {}

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

/// A simulation and a catalogue holding the fixtures (`Main`, `Mail`), for tests that run
/// several turns: launch first, then act.
struct StoryboardWorld {
    let simulation: Simulation
    let catalogue: StoryboardCatalogue

    init(device: Device = .iPhone, extra: [String: String] = [:]) {
        simulation = Simulation(device: device)
        catalogue = StoryboardCatalogue(classResolver: fixtureRegistry())
        try! catalogue.add(name: "Main", xml: StoryboardFixtures.main)
        try! catalogue.add(name: "Mail", xml: StoryboardFixtures.containers)
        for (name, xml) in extra { try! catalogue.add(name: name, xml: xml) }
    }

    /// Runs `body` with the simulation and catalogue current, then turns the run loop until idle.
    @discardableResult
    func run<R>(_ body: () throws -> R) rethrows -> R {
        try catalogue.withCurrent { try simulation.run(body) }
    }

    /// A new controller from storyboard `name`: its initial one, or the one with `identifier`.
    func make(_ name: String, _ identifier: String? = nil) -> UIViewController {
        catalogue.withCurrent {
            simulation.withCurrent {
                let storyboard = UIStoryboard(name: name, bundle: nil)
                return identifier.map(storyboard.instantiateViewController(withIdentifier:))
                    ?? storyboard.instantiateInitialViewController()!
            }
        }
    }

    /// A key window showing `root`, after the launch transition ended; the trace is cleared.
    func launch(_ root: UIViewController) -> UIWindow {
        let window = launched(root, in: simulation)
        simulation.clearTrace()
        return window
    }

    /// The trace lines, without layout callbacks (which these tests do not look at).
    var lines: [String] {
        simulation.lines.filter { !$0.contains("LayoutSubviews") }
    }
}
