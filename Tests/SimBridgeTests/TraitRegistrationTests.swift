import Testing
@testable import SimBridge
import UIKitSim

/// iOS 17's trait registrations on a rotation, beside the deprecated `traitCollectionDidChange`.
///
/// Expected behaviour, from Apple's pages: `registerForTraitChanges(_:handler:)` runs the
/// closure "when one of the registered traits changes"; `TraitChangeHandler`'s parameters are
/// the observed object and "the trait collection prior to the changes";
/// `registerForTraitChanges(_:action:)` calls the method on the receiver;
/// `unregisterForTraitChanges(_:)` stops a registration. An iPhone held sideways is compact
/// tall, and its width stays compact (Human Interface Guidelines, "Layout", size classes), so
/// only the vertical size class changes. Which of the two callbacks comes first is not
/// documented: the tests do not depend on it.
struct TraitRegistrationTests {
    static let program = """
    class Inbox: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitVerticalSizeClass.self]) { (inbox: Inbox, previous: UITraitCollection) in
                print("vertical was compact:", previous.verticalSizeClass == .compact,
                      "now:", inbox.traitCollection.verticalSizeClass == .compact)
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self], action: #selector(widthChanged))
            let dropped = registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: Inbox, _: UITraitCollection) in
                print("unregistered handler ran")
            }
            unregisterForTraitChanges(dropped)
        }
        func widthChanged() {
            print("width changed")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            print("traitCollectionDidChange")
        }
    }
    let window = UIWindow()
    window.rootViewController = Inbox()
    window.makeKeyAndVisible()
    """

    @Test func aRotationRunsTheRegistrationsOfTheTraitsThatChanged() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.program)])
            .perform([.rotate(.landscapeRight), .rotate(.portrait)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        let lines = report.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "traitCollectionDidChange" }.count == 2)
        #expect(lines.filter { $0.hasPrefix("vertical") } == ["vertical was compact: false now: true",
                                                              "vertical was compact: true now: false"])
        #expect(!lines.contains("width changed"))
        #expect(!lines.contains("unregistered handler ran"))
    }

    @Test func anIPadRotationChangesNoSizeClassAndRunsNoRegistration() {
        // An iPad is regular both ways in either orientation (HIG size classes).
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.program)], device: .iPad)
            .perform([.rotate(.landscapeRight)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "")
    }
}
