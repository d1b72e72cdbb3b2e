import Foundation
import SwiftSubset
import Testing
@testable import Course

/// The gesture actions on the real runner, with learners' code in the interpreter. Expected
/// behaviour and its sources:
/// - edge swipe back, cancelled: the top controller gets viewWillDisappear, then viewWillAppear
///   and viewDidAppear, and stays (Stack Overflow 18927878, device observations); completed, it is
///   the back button's pop.
/// - rotation: `viewWillTransition(to:with:)` before the size changes, with the new size; the
///   coordinator's completion when the rotation has ended (Apple's `viewWillTransition(to:with:)`
///   and `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`);
///   `traitCollectionDidChange` follows (Apple's `willTransition(to:with:)`: the traits change
///   after it); an iPhone held sideways is compact tall (Human Interface Guidelines, size classes);
///   its safe area is `UIEdgeInsets(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)` as printed
///   on a device (csl.cool, "iOS Layout Adaptation", 2023).
/// - alerts: the tapped action's handler runs once the alert has been dismissed (Apple's
///   `UIAlertController`: the alert is dismissed automatically after the tap).
/// - sheets: `UIAdaptivePresentationControllerDelegate` — shouldDismiss, willDismiss, then
///   didDismiss after the dismissal; `isModalInPresentation` refuses and the delegate hears
///   `presentationControllerDidAttemptToDismiss` (Apple's pages of each).
struct GestureActionRunTests {
    static let stack = """
        class ListViewController: UIViewController {}
        class DetailViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("detail will appear")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("detail will disappear")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("detail did appear")
            }
        }
        let list = ListViewController()
        list.title = "List"
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            navigation.pushViewController(DetailViewController(), animated: false)
        }
        """

    @Test func aCancelledEdgeSwipeLeavesTheDetailOnTop() throws {
        let snapshot = SimulatorRunning.run(Self.stack, actions: [.edgeSwipeBack(completed: false)])
        #expect(snapshot.status == .ok)
        let detail = try #require(snapshot.only("DetailViewController"))
        let navigation = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        #expect(navigation.top == detail.id)
        #expect(snapshot.output == """
            detail will appear
            detail did appear
            detail will disappear
            detail will appear
            detail did appear

            """)
    }

    @Test func aCompletedEdgeSwipePops() throws {
        let snapshot = SimulatorRunning.run(Self.stack, actions: [.edgeSwipeBack(completed: true)])
        #expect(snapshot.status == .ok)
        #expect(snapshot.only("DetailViewController") == nil)
    }

    @Test func rotationReachesTheLearnersOverrides() {
        let program = """
            class Inbox: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    print("to \\(size.width) x \\(size.height)")
                    coordinator.animate(alongsideTransition: nil) { _ in print("rotated") }
                }
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    print("compact tall: \\(traitCollection.verticalSizeClass == .compact)")
                }
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    print(view.safeAreaInsets)
                }
            }
            let window = UIWindow()
            window.rootViewController = Inbox()
            window.makeKeyAndVisible()
            """
        let snapshot = SimulatorRunning.run(program, actions: [.rotate(.landscapeRight)])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == """
            UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)
            to 852.0 x 393.0
            compact tall: true
            UIEdgeInsets(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)
            rotated

            """)
        #expect(snapshot.traceContains(inOrder: [
            "Inbox.viewWillTransition(to:with:)", "Inbox.traitCollectionDidChange(_:)",
            "Inbox.viewSafeAreaInsetsDidChange()", "Inbox.viewWillLayoutSubviews",
        ]))
    }

    static let alert = """
        class Home: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard presentedViewController == nil else { return }
                let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
                    print("\\(action.title ?? "") tapped; presenting: \\(self.presentedViewController != nil)")
                })
                present(alert, animated: true)
            }
        }
        let window = UIWindow()
        window.rootViewController = Home()
        window.makeKeyAndVisible()
        """

    @Test func aTappedAlertActionRunsItsHandlerOnceTheAlertIsGone() {
        let snapshot = SimulatorRunning.run(Self.alert, actions: [.tapAlert("Delete")])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "Delete tapped; presenting: false\n")
    }

    static func sheet(modal: Bool) -> String {
        """
        class Editor: UIViewController {}
        class Home: UIViewController, UIAdaptivePresentationControllerDelegate {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard presentedViewController == nil else { return }
                let editor = Editor()
                editor.isModalInPresentation = \(modal)
                editor.presentationController?.delegate = self
                present(editor, animated: true)
            }
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                print("should dismiss?")
                return true
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                print("will dismiss")
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                print("did dismiss")
            }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                print("refused")
            }
        }
        let window = UIWindow()
        window.rootViewController = Home()
        window.makeKeyAndVisible()
        """
    }

    @Test func swipingASheetDownAsksItsDelegate() {
        let snapshot = SimulatorRunning.run(Self.sheet(modal: false), actions: [.swipeDownSheet])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "should dismiss?\nwill dismiss\ndid dismiss\n")
        #expect(snapshot.only("Editor") == nil)
    }

    @Test func aModalSheetStays() {
        let snapshot = SimulatorRunning.run(Self.sheet(modal: true), actions: [.swipeDownSheet, .swipeUpSheet])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "refused\n")
        #expect(snapshot.only("Editor") != nil)
        // A sheet with only the large detent cannot be dragged up: the action is refused.
        #expect(snapshot.log.contains { $0.contains("could not perform 'swipe-up-sheet'") })
    }

    /// `UISheetPresentationController.detents` and `selectedDetentIdentifier` (nil: the
    /// smallest detent), and `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
    /// after the user drags the sheet to another detent (Apple's pages).
    @Test func aSheetWithDetentsMovesBetweenThemBeforeItIsDismissed() {
        let program = """
            class Picker: UIViewController {}
            class Home: UIViewController, UISheetPresentationControllerDelegate {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard presentedViewController == nil else { return }
                    let picker = Picker()
                    if let sheet = picker.sheetPresentationController {
                        sheet.detents = [.medium(), .large()]
                        sheet.delegate = self
                        print("starts at medium: \\(sheet.selectedDetentIdentifier == nil)")
                    }
                    present(picker, animated: true)
                }
                func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
                    print("now large: \\(sheetPresentationController.selectedDetentIdentifier == .large)")
                }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    print("dismissed")
                }
            }
            let window = UIWindow()
            window.rootViewController = Home()
            window.makeKeyAndVisible()
            """
        let snapshot = SimulatorRunning.run(program, actions: [.swipeUpSheet, .swipeDownSheet, .swipeDownSheet])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "starts at medium: true\nnow large: true\nnow large: false\ndismissed\n")
        #expect(snapshot.only("Picker") == nil)
    }
}
