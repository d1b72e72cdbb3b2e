import Foundation
import SwiftSubset
import Testing
@testable import Course

/// The real runner's snapshot of top-level-code programs: windows, controllers and their
/// links, trace, output, and how runs end. Expected UIKit behaviour: uikit-behaviour.md.
struct SimulatorProgramRunnerTests {
    let runner = SimulatorProgramRunner()

    @Test func showTheWindowSolutionPassesAndIsSnapshotted() throws {
        let exercise = try #require(RealCourse.exercise("show-the-window"))
        let source = try #require(exercise.files.solution).text
        let report = checkSolution(exercise: exercise, source: source, language: .english, runner: runner)
        #expect(report.passed)
        #expect(report.status == .ok)

        let snapshot = SimulatorRunning.run(source)
        #expect(snapshot.windows.count == 1)
        let window = try #require(snapshot.keyWindow)
        #expect(window.isVisible)
        let root = try #require(snapshot.controller(window.rootController))
        #expect(root.className == "WelcomeViewController")
        #expect(root.superclasses == ["UIViewController"])
        #expect(root.kind == "UIViewController")
        #expect(root.isViewLoaded)
        #expect(root.parent == nil && root.presented == nil && root.children.isEmpty)
        #expect(root.viewControllers == nil)
        // Root at launch: viewDidLoad, viewWillAppear, …, viewDidAppear (uikit-behaviour.md, "Appearance").
        #expect(snapshot.traceContains(inOrder: [
            "WelcomeViewController.viewDidLoad", "WelcomeViewController.viewWillAppear(_:)",
            "WelcomeViewController.viewDidAppear(_:)",
        ]))
        #expect(snapshot.output == "Welcome is on screen\n")
        #expect(snapshot.exception == nil && snapshot.diagnostics.isEmpty)
    }

    @Test func aWindowNeverMadeKeyIsHiddenAndItsRootNeverLoads() throws {
        let exercise = try #require(RealCourse.exercise("show-the-window"))
        let mistake = try #require(exercise.files.mistakes["forgot-make-key"])
        let snapshot = SimulatorRunning.run(mistake.text)
        #expect(snapshot.status == .ok)
        #expect(snapshot.keyWindow == nil)
        let window = try #require(snapshot.windows.first)
        #expect(!window.isVisible)
        let root = try #require(snapshot.controller(window.rootController))
        #expect(root.className == "WelcomeViewController")
        #expect(!root.isViewLoaded)
        #expect(snapshot.output.isEmpty)
        let report = checkSolution(exercise: exercise, source: mistake.text, language: .english, runner: runner)
        #expect(report.failedCheckIDs.contains("window-is-key"))
    }

    @Test func navigationStackLinksScriptSuperclassesAndStoredProperties() throws {
        let snapshot = SimulatorRunning.run("""
            class BaseViewController: UIViewController {}
            class InboxViewController: BaseViewController {
                var unread = 3
                var folder: String? = "Inbox"
                var selection: Int? = nil
            }
            class MessageViewController: UIViewController {}
            let inbox = InboxViewController()
            inbox.title = "Inbox"
            let navigation = UINavigationController(rootViewController: inbox)
            let window = UIWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(MessageViewController(), animated: false)
            """)
        #expect(snapshot.status == .ok)
        let navigation = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        #expect(navigation.className == "UINavigationController")
        #expect(navigation.superclasses == ["UIViewController"])
        let inbox = try #require(snapshot.only("InboxViewController"))
        let message = try #require(snapshot.only("MessageViewController"))
        #expect(navigation.viewControllers == [inbox.id, message.id])
        #expect(navigation.children == [inbox.id, message.id])
        #expect(navigation.top == message.id)
        #expect(navigation.visible == message.id)
        #expect(inbox.parent == navigation.id && message.parent == navigation.id)
        #expect(inbox.superclasses == ["BaseViewController", "UIViewController"])
        #expect(inbox.kind == "UIViewController")
        #expect(inbox.title == "Inbox")
        #expect(inbox.properties == ["unread": "3", "folder": "Inbox", "selection": "nil"])
        // The pushed controller is on screen. The push came in the same turn as
        // makeKeyAndVisible, before the navigation controller's first deferred transition,
        // which shows only the top of the stack: the inbox never loaded its view
        // (uikit-behaviour.md, "Time").
        #expect(message.isViewLoaded && !inbox.isViewLoaded)
    }

    @Test func storedPropertiesAreRenderedAsPrintShowsThem() throws {
        let snapshot = SimulatorRunning.run("""
            struct Contact { var name: String }
            struct Badge: CustomStringConvertible {
                var count: Int
                var description: String { "\\(count) new" }
            }
            class CardViewController: UIViewController {
                var contact = Contact(name: "Ada")
                var badge = Badge(count: 2)
                var tags = ["a", "b"]
                var ratio = 0.5
            }
            let window = UIWindow()
            window.rootViewController = CardViewController()
            window.makeKeyAndVisible()
            """)
        let card = try #require(snapshot.only("CardViewController"))
        // What Swift's print writes for each (compiled with swiftc).
        #expect(card.properties == [
            "contact": "Contact(name: \"Ada\")", "badge": "2 new", "tags": "[\"a\", \"b\"]", "ratio": "0.5",
        ])
    }

    @Test func aPresentedControllerIsLinkedFromItsPresenter() throws {
        let snapshot = SimulatorRunning.run("""
            class InboxViewController: UIViewController {}
            class ComposeViewController: UIViewController {}
            let inbox = InboxViewController()
            let window = UIWindow()
            window.rootViewController = inbox
            window.makeKeyAndVisible()
            inbox.present(ComposeViewController(), animated: false, completion: nil)
            """)
        #expect(snapshot.status == .ok)
        let inbox = try #require(snapshot.only("InboxViewController"))
        let compose = try #require(snapshot.only("ComposeViewController"))
        #expect(inbox.presented == compose.id)
        #expect(compose.parent == nil)
        #expect(snapshot.mainWindow?.rootController == inbox.id)
    }

    @Test func windowsKeepCreationOrderAndOnlyTheLastMadeKeyIsKey() throws {
        let snapshot = SimulatorRunning.run("""
            class FirstViewController: UIViewController {}
            class SecondViewController: UIViewController {}
            let first = UIWindow()
            first.rootViewController = FirstViewController()
            first.makeKeyAndVisible()
            let second = UIWindow()
            second.rootViewController = SecondViewController()
            second.makeKeyAndVisible()
            """)
        #expect(snapshot.windows.map(\.isKey) == [false, true])
        #expect(snapshot.windows.map(\.isVisible) == [true, true])
        let roots = snapshot.windows.compactMap { snapshot.controller($0.rootController)?.className }
        #expect(roots == ["FirstViewController", "SecondViewController"])
    }

    @Test func codeThatDoesNotCompileReportsDiagnosticsAndNothingRuns() {
        let snapshot = SimulatorRunning.run("let window = UIWindow()\nwindow.makeKeyAndVisble()\n")
        #expect(snapshot.status == .diagnostics)
        #expect(snapshot.diagnostics.first?.severity == "error")
        #expect(snapshot.diagnostics.first?.line == 2)
        #expect(snapshot.windows.isEmpty && snapshot.controllers.isEmpty && snapshot.trace.isEmpty)
    }

    @Test func aRuntimeErrorIsTheException() {
        let snapshot = SimulatorRunning.run("print(\"before\")\nlet numbers = [1]\nprint(numbers[3])\n")
        #expect(snapshot.status == .exception)
        #expect(snapshot.exception == ExceptionInfo(name: "SwiftRuntimeError", reason: "Fatal error: Index out of range"))
        #expect(snapshot.output == "before\n")
    }

    @Test func anEndlessLoopEndsWithStatusLimit() {
        let snapshot = SimulatorRunning.run("var n = 0\nwhile true { n += 1 }\n", limits: Limits(maxSteps: 100_000))
        #expect(snapshot.status == .limit)
        #expect(RunOutcome(snapshot: snapshot).failureSummary != nil)
    }

    @Test func printedLinesAreTheOutcomesOutputLines() {
        let outcome = runner.run(
            files: [SourceFile(name: "main.swift", text: "print(\"b\")\nprint(\"\")\nprint(\"a\")\n")],
            device: .iphone, entry: .script, mainStoryboard: nil, actions: [])
        #expect(outcome.outputLines == ["b", "a"])
        #expect(outcome.status == .ok)
    }
}
