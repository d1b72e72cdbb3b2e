import Testing
@testable import SimBridge
import UIKitSim

/// `transitionCoordinator` from learners' code. Sources of the expectations:
/// - Apple, `UIViewControllerTransitionCoordinator`: "When you present or dismiss a view
///   controller, UIKit creates a transition coordinator object automatically and assigns it to
///   the view controller's transitionCoordinator property. That transition coordinator object
///   is ephemeral and lasts for the duration of the transition animation"; Apple,
///   `UIViewController.transitionCoordinator`: nil when no transition is under way (the
///   property is optional, and the object lasts only for the transition). A push or pop is such
///   a transition too (the coordinator of the navigation controller's transition, which its
///   children find through their parent).
/// - Apple, `animate(alongsideTransition:completion:)`: the completion is "the block of code to
///   execute after the transition finishes"; `isCancelled` of the context tells whether it was
///   cancelled (Apple, `UIViewControllerTransitionCoordinatorContext.isCancelled`).
/// - Apple, `notifyWhenInteractionChanges(_:)`: "Your handler block is executed any time the
///   transition changes from interactive to noninteractive, including when the transition ends
///   or is canceled."
struct TransitionCoordinatorScriptTests {
    static let screens = """
        class Screen: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                report("\\(title!) viewWillAppear")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                report("\\(title!) viewWillDisappear")
            }
            func report(_ event: String) {
                guard let coordinator = transitionCoordinator else { return print("\\(event): no coordinator") }
                print("\\(event): animated \\(coordinator.isAnimated) interactive \\(coordinator.isInteractive)")
                coordinator.notifyWhenInteractionChanges { context in
                    print("\\(event): interaction ended, cancelled \\(context.isCancelled)")
                }
                coordinator.animate(alongsideTransition: nil) { context in
                    print("\\(event): transition ended, cancelled \\(context.isCancelled)")
                }
            }
        }
        let root = Screen()
        root.title = "root"
        let detail = Screen()
        detail.title = "detail"
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        print("top level: \\(root.transitionCoordinator == nil ? "none" : "some")")

        """

    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func aPushHasAnAnimatedCoordinatorWhoseCompletionRunsWhenItEnds() {
        let program = Self.run(Self.screens + """
            DispatchQueue.main.async { navigation.pushViewController(detail, animated: true) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                print("later: \\(detail.transitionCoordinator == nil ? "none" : "some")")
            }
            """)
        let output = program.report?.output ?? ""
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(output.contains("top level: none\n"), "\(output)")
        #expect(output.contains("root viewWillDisappear: animated true interactive false\n"), "\(output)")
        #expect(output.contains("detail viewWillAppear: animated true interactive false\n"), "\(output)")
        #expect(output.contains("detail viewWillAppear: transition ended, cancelled false\n"), "\(output)")
        #expect(!output.contains("interaction ended"), "\(output)")
        #expect(output.contains("later: none\n"), "\(output)")
    }

    @Test func aPresentationAndItsDismissalHaveCoordinators() {
        let program = Self.run(Self.screens + """
            let sheet = Screen()
            sheet.title = "sheet"
            sheet.modalPresentationStyle = .fullScreen
            DispatchQueue.main.async { navigation.present(sheet, animated: true) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { sheet.dismiss(animated: false) }
            """)
        let output = program.report?.output ?? ""
        #expect(output.contains("sheet viewWillAppear: animated true interactive false\n"), "\(output)")
        #expect(output.contains("sheet viewWillAppear: transition ended, cancelled false\n"), "\(output)")
        #expect(output.contains("sheet viewWillDisappear: animated false interactive false\n"), "\(output)")
        #expect(output.contains("sheet viewWillDisappear: transition ended, cancelled false\n"), "\(output)")
    }

    @Test func aCancelledSwipeBackEndsInteractiveAndCancelled() {
        let program = Self.run(Self.screens + "DispatchQueue.main.async { navigation.pushViewController(detail, animated: false) }\n")
        let swipe = program.perform([.edgeSwipeBack(completed: false)])
        #expect(swipe.output.contains("detail viewWillDisappear: animated true interactive true\n"), "\(swipe.output)")
        #expect(swipe.output.contains("detail viewWillDisappear: interaction ended, cancelled true\n"), "\(swipe.output)")
        #expect(swipe.output.contains("detail viewWillDisappear: transition ended, cancelled true\n"), "\(swipe.output)")
    }

    @Test func aCompletedSwipeBackEndsInteractiveAndNotCancelled() {
        let program = Self.run(Self.screens + "DispatchQueue.main.async { navigation.pushViewController(detail, animated: false) }\n")
        let swipe = program.perform([.edgeSwipeBack(completed: true)])
        #expect(swipe.output.contains("detail viewWillDisappear: animated true interactive true\n"), "\(swipe.output)")
        #expect(swipe.output.contains("detail viewWillDisappear: interaction ended, cancelled false\n"), "\(swipe.output)")
        #expect(swipe.output.contains("detail viewWillDisappear: transition ended, cancelled false\n"), "\(swipe.output)")
    }
}
