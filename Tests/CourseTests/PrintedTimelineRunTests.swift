import Testing
@testable import Course

/// On the real runner: what a callback prints is placed after that callback's event and before
/// the next one, and `dismiss-presented` closes a full-screen presentation so its presenter
/// appears again. UIKit delivers `viewWillAppear(_:)` before `viewDidAppear(_:)` (Apple,
/// UIViewController, "Responding to view-related events"), and removes a full-screen
/// presenter's views (`UIModalPresentationStyle.fullScreen`), so dismissing brings it back.
struct PrintedTimelineRunTests {
    static let program = """
        import UIKit
        class Inbox: UIViewController {
            var shown = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("will")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("did")
                if shown { return }
                shown = true
                let compose = UIViewController()
                compose.modalPresentationStyle = .fullScreen
                present(compose, animated: true)
            }
        }
        let window = UIWindow()
        window.rootViewController = Inbox()
        window.makeKeyAndVisible()
        """

    @Test func printedLinesSitBetweenTheCallbacksThatPrintedThem() {
        let snapshot = SimulatorRunning.run(Self.program)
        let order = snapshot.timeline.map(Self.label).filter { ["will", "did", "Inbox.viewWillAppear(_:)", "Inbox.viewDidAppear(_:)"].contains($0) }
        #expect(order == ["Inbox.viewWillAppear(_:)", "will", "Inbox.viewDidAppear(_:)", "did"])
    }

    @Test func dismissPresentedBringsThePresenterBack() {
        let snapshot = SimulatorRunning.run(Self.program, actions: [.dismissPresented])
        #expect(snapshot.controllers.first { $0.className == "Inbox" }?.presented == nil)
        let order = snapshot.timeline.map(Self.label).filter { ["will", "did"].contains($0) }
        #expect(order == ["will", "did", "will", "did"])
    }

    static func label(_ entry: TimelineEntry) -> String {
        switch entry {
        case let .event(event): "\(event.object).\(event.event)"
        case let .line(line): line
        }
    }
}
