import SnapshotTesting
import Testing
@testable import UIKitSim

/// The drawing of the key window (docs/decisions.md, "Screen drawing"). The snapshots were
/// reviewed by hand against the scene: a tab bar (Mail selected, Settings) holding a navigation
/// stack Inbox > Message, with a page sheet "Reply" presented over it.
@Suite struct ScreenDrawingTests {
    final class Screen: UIViewController {
        var lines: [String] = []
        var buttonTitle: String?
        override func viewDidLoad() {
            super.viewDidLoad()
            for line in lines {
                let label = UILabel()
                label.text = line
                view.addSubview(label)
            }
            if let buttonTitle {
                let button = UIButton(type: .system)
                button.setTitle(buttonTitle, for: .normal)
                view.addSubview(button)
            }
        }
    }

    /// Builds the scene and returns the simulation and the window that keeps it alive.
    static func scene(on device: Device) -> (Simulation, UIWindow) {
        let simulation = Simulation(device: device)
        let window = simulation.run {
            let inbox = Screen()
            inbox.title = "Inbox"
            inbox.lines = ["Anna: Lunch?", "Ben: Report"]
            let message = Screen()
            message.title = "Message"
            message.lines = ["From: Anna", "Lunch at noon?"]
            message.buttonTitle = "Reply"
            let navigation = UINavigationController(rootViewController: inbox)
            navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
            let settings = Screen()
            settings.title = "Settings"
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, settings]
            let window = UIWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            navigation.pushViewController(message, animated: false)
            return window
        }
        simulation.run {
            let reply = Screen()
            reply.title = "Reply"
            reply.lines = ["To: Anna", "Yes!"]
            let sheetNavigation = UINavigationController(rootViewController: reply)
            window.rootViewController?.children.first?.children.last?.present(sheetNavigation, animated: true)
        }
        return (simulation, window)
    }

    @Test func iPhoneDrawing() {
        let (simulation, window) = Self.scene(on: .iPhone)
        let drawing = simulation.screenDrawing()
        assertText(drawing)
        assertText(simulation.hierarchyDescription(), named: "hierarchy")
        #expect(drawing.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(window.isKeyWindow)
    }

    @Test func iPadDrawing() {
        let (simulation, window) = Self.scene(on: .iPad)
        let drawing = simulation.screenDrawing()
        assertText(drawing)
        assertText(simulation.hierarchyDescription(), named: "hierarchy")
        #expect(drawing.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(window.isKeyWindow)
    }
}

/// An expanded split view on an iPad held upright with `preferredDisplayMode` at
/// `.oneBesideSecondary`: two columns (Apple's `preferredDisplayMode`: the split view adopts the
/// mode asked for when there is room; with the default `.automatic` a portrait iPad shows the
/// secondary alone, drawn over the whole width); the same scene collapsed on an iPhone, where
/// UIKit's default collapse puts the detail over the list.
@Suite struct SplitDrawingTests {
    static func scene(on device: Device, displayMode: UISplitViewController.DisplayMode = .oneBesideSecondary)
        -> (Simulation, UIWindow) {
        let simulation = Simulation(device: device)
        let window = simulation.run {
            let list = ScreenDrawingTests.Screen()
            list.title = "Notes"
            list.lines = ["Groceries", "Ideas"]
            let detail = ScreenDrawingTests.Screen()
            detail.title = "Groceries"
            detail.lines = ["Milk, eggs"]
            let split = UISplitViewController()
            split.preferredDisplayMode = displayMode
            split.viewControllers = [UINavigationController(rootViewController: list),
                                     UINavigationController(rootViewController: detail)]
            let window = UIWindow()
            window.rootViewController = split
            window.makeKeyAndVisible()
            return window
        }
        return (simulation, window)
    }

    @Test func expandedSplitOnIPad() {
        let (simulation, window) = Self.scene(on: .iPad)
        let rows = simulation.screenDrawing().split(separator: "\n").map(String.init)
        // The primary column is 320 of 820 points: the rule sits at column 1 + 76 × 320 / 820 ≈ 31.
        #expect(rows[2].contains("Notes"))
        #expect(rows[2].contains("Groceries"))
        #expect(rows[4].hasPrefix("│ Groceries"))
        #expect(rows[4].contains("│ Milk, eggs"))
        #expect(rows[10].dropFirst(31).first == "│")
        assertText(rows.joined(separator: "\n"))
        #expect(window.isKeyWindow)
    }

    @Test func theDefaultModeDrawsOnlyTheSecondaryOnAPortraitIPad() {
        let (simulation, window) = Self.scene(on: .iPad, displayMode: .automatic)
        let rows = simulation.screenDrawing().split(separator: "\n").map(String.init)
        #expect(!rows.joined().contains("Ideas"))
        #expect(rows.contains { $0.hasPrefix("│ Milk, eggs") }, "\(rows.joined(separator: "\n"))")
        #expect(rows.dropFirst(2).dropLast().allSatisfy { $0.dropFirst(31).first != "│" })
        #expect(window.isKeyWindow)
    }

    @Test func collapsedSplitOnIPhoneShowsTheDetailOverThePrimary() {
        let (simulation, window) = Self.scene(on: .iPhone)
        let rows = simulation.screenDrawing().split(separator: "\n").map(String.init)
        #expect(rows[2].hasPrefix("│ ‹ Notes"))
        #expect(rows[2].contains("Groceries"))
        #expect(rows[4].hasPrefix("│ Milk, eggs"))
        #expect(window.isKeyWindow)
    }
}

/// Compares `text` with its reviewed snapshot in Tests/Snapshots/UIKitSimTests (outside the
/// test target's folder, so that SwiftPM does not see the files as unhandled resources).
/// A missing snapshot is recorded and the test fails once.
func assertText(_ text: String, named name: String? = nil, filePath: StaticString = #filePath,
                testName: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: "\(filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/UIKitSimTests")
    let failure = verifySnapshot(of: text, as: .lines, named: name, snapshotDirectory: directory.path,
                                 testName: testName)
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}
