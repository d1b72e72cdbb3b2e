import Testing
@testable import SimBridge
import SwiftSubset
import UIKitSim

/// Unwind segues from storyboard XML as Xcode writes it (`<segue kind="unwind"
/// unwindAction="unwindToList:">` to the scene's Exit placeholder), run through the learner's
/// Swift.
///
/// Expected behaviour, from these sources:
/// - TN2298 "Using Unwind Segues", "The Unwind Process": (1) the destination is located,
///   (2) the source gets `prepareForSegue:sender:`, (3) the destination's unwind action is
///   invoked, (4) the transition between source and destination is performed.
/// - Apple's `canPerformUnwindSegueAction(_:from:sender:)` (iOS 13): UIKit uses it with
///   `allowedChildrenForUnwinding(from:)` to find the destination; the default answers true
///   when the controller implements the action and is not the source.
/// - Apple's `allowedChildrenForUnwinding(from:)`: the default is `children` minus
///   `childContaining(_:)`'s; the array's order is the search order.
/// - Apple's `unwind(for:towards:)`: UIKit calls it on the controllers on the unwind path;
///   "a tab bar controller selects the tab containing the specified view controller"; a
///   navigation controller shows `subsequentVC` (pops to it).
/// - Which of two controllers with the same action in one stack wins: the most recent (Rob
///   Ryan's answer "How do unwind segues differentiate between targets with same name",
///   Stack Overflow 48958936, citing WWDC 2012 "Adopting Storyboards in Your App"), so a
///   navigation controller's stack is searched from the top down.
struct StoryboardUnwindTests {
    static let classes = """
    class ListViewController: UIViewController {
        var refuses = false
        override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
            if refuses { return false }
            return super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
        }
        @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
            let from = segue.source is EditorViewController ? "editor" : "other"
            print("unwindToList from", from, segue.identifier ?? "nil", "editor still shown:", segue.source.presentingViewController != nil)
        }
    }
    class DetailViewController: UIViewController {
        var claims = false
        override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
            let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
            print("detail asked", action == #selector(ListViewController.unwindToList(_:)), fromViewController is EditorViewController, answer)
            return claims || answer
        }
    }
    class EditorViewController: UIViewController {
        @IBAction func cancelTapped(_ sender: UIButton) {
            performSegue(withIdentifier: "cancel", sender: nil)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", segue.destination is ListViewController, sender is UIButton)
        }
    }
    class OtherViewController: UIViewController {}
    class TabsController: UITabBarController {
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
            print("tabs unwind towards navigation:", subsequentVC is UINavigationController)
            super.unwind(for: unwindSegue, towards: subsequentVC)
        }
    }
    class NavController: UINavigationController {
        var searchesNothing = false
        override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
            if searchesNothing { return [] }
            return super.allowedChildrenForUnwinding(from: source)
        }
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
            print("nav unwind towards list:", subsequentVC is ListViewController, viewControllers.count)
            super.unwind(for: unwindSegue, towards: subsequentVC)
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program() -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.classes),
                           ProgramFile(name: "Main.storyboard", text: UnwindStoryboardXML.document)], mainStoryboard: "Main")
    }

    func tabs(_ run: ProgramRun) -> UITabBarController? {
        run.simulation.keyWindow?.rootViewController as? UITabBarController
    }

    func navigation(_ run: ProgramRun) -> UINavigationController? {
        tabs(run)?.viewControllers?.first as? UINavigationController
    }

    @Test func aButtonUnwindsFromAPresentedEditorInTheOrderOfTN2298() {
        let run = program()
        let report = run.perform([.tapButton("Open"), .tapButton("Edit"), .tapButton("Done")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        // The stack is searched from the top: the detail is asked (and declines) before the list.
        #expect(report.output == """
        detail asked true true false
        prepare done true true
        unwindToList from editor done editor still shown: true
        tabs unwind towards navigation: true
        nav unwind towards list: true 2

        """)
        #expect(navigation(run)?.viewControllers.count == 1)
        #expect(tabs(run)?.presentedViewController == nil)
    }

    @Test func performSegueRunsAManualUnwindSegueFromCode() {
        let run = program()
        let report = run.perform([.tapButton("Open"), .tapButton("Edit"), .tapButton("Cancel")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        // A programmatic performSegue asks no shouldPerformSegue; the sender is what it was given.
        #expect(report.output == """
        detail asked true true false
        prepare cancel true false
        unwindToList from editor cancel editor still shown: true
        tabs unwind towards navigation: true
        nav unwind towards list: true 2

        """)
        #expect(navigation(run)?.viewControllers.count == 1)
        #expect(tabs(run)?.presentedViewController == nil)
    }

    @Test func anUnwindFromAnotherTabSelectsTheDestinationsTab() {
        let run = program()
        let report = run.perform([.tapTab(1), .tapButton("Back to list")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output == """
        unwindToList from other back editor still shown: false
        tabs unwind towards navigation: true
        nav unwind towards list: true 1

        """)
        #expect(tabs(run)?.selectedIndex == 0)
    }

    /// Sets a `var` of the script object behind a controller of the run.
    func set(_ name: String, of controller: UIViewController?, _ value: Bool) {
        guard let script = ScriptLink.of(controller)?.script else {
            Issue.record("no script object behind \(String(describing: controller))")
            return
        }
        do { try HostCallbacks.setMember(script, name, .bool(value)) } catch { Issue.record("\(error)") }
    }

    @Test func aDestinationThatRefusesLeavesNothingToUnwindTo() {
        let run = program()
        _ = run.perform([.tapButton("Open"), .tapButton("Edit")])
        set("refuses", of: navigation(run)?.viewControllers.first, true)
        let report = run.perform([.tapButton("Done")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        // No destination: no prepare, no action, nothing dismissed or popped (as on iOS).
        #expect(report.output == "detail asked true true false\n")
        #expect(navigation(run)?.viewControllers.count == 2)
        #expect(tabs(run)?.presentedViewController != nil)
    }

    @Test func aContainerThatAllowsNoChildrenHidesTheList() {
        let run = program()
        _ = run.perform([.tapButton("Open"), .tapButton("Edit")])
        let navigation = navigation(run)
        set("searchesNothing", of: navigation, true)
        let report = run.perform([.tapButton("Done")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(!report.output.contains("prepare"))
        #expect(!report.output.contains("unwindToList"))
        #expect(navigation?.viewControllers.count == 2)
        #expect(tabs(run)?.presentedViewController != nil)
    }

    @Test func aControllerClaimingTheActionWithoutTheMethodRaisesUnrecognizedSelector() {
        let run = program()
        _ = run.perform([.tapButton("Open"), .tapButton("Edit")])
        set("claims", of: navigation(run)?.viewControllers.last, true)
        let report = run.perform([.tapButton("Done")])
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSInvalidArgumentException")
        #expect(report.exception?.reason.hasPrefix("-[DetailViewController unwindToList:]: unrecognized selector sent to instance 0x") == true)
        // The detail is the destination now: prepare sees it, then the action cannot be sent.
        #expect(report.output.contains("prepare done false true"))
    }
}
