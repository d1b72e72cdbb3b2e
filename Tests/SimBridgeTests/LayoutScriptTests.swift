import Testing
@testable import SimBridge
import UIKitSim

/// Layout through scripts. Sources: Apple's `edgesForExtendedLayout` (default `.all`; an empty
/// set keeps the view below the bars), `UIView.safeAreaInsets` (status bar, bars, and
/// `additionalSafeAreaInsets`), iPhone 15 values printed on a device (59 top, 34 bottom;
/// csl.cool, "iOS Layout Adaptation"), navigation bar 44 pt, and the Human Interface
/// Guidelines' size classes (an iPhone in portrait is compact wide, regular tall). The last
/// line is Swift's own semantics: `.zero` for a `CGRect` parameter is `CGRect.zero`.
struct LayoutScriptTests {
    @Test func safeAreaExtendedEdgesAndTraitsReachScripts() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        class Inbox: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print(view.frame.minY, view.frame.height)
                print(view.safeAreaInsets)
                print(view.safeAreaLayoutGuide.layoutFrame.height)
                print(traitCollection.horizontalSizeClass == .compact, traitCollection.verticalSizeClass == .regular)
            }
        }
        let inbox = Inbox()
        inbox.edgesForExtendedLayout = []
        inbox.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let navigation = UINavigationController(rootViewController: inbox)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let other = UIViewController()
        print(other.edgesForExtendedLayout.count, other.additionalSafeAreaInsets == .zero)
        print(UIView(frame: .zero).frame == CGRect.zero)
        """)])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == """
            4 true
            true
            103.0 749.0
            UIEdgeInsets(top: 0.0, left: 8.0, bottom: 34.0, right: 8.0)
            715.0
            true true

            """)
    }

    @Test func aWrongValueForTheInsetsIsNamed() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = CGRect.zero
        """)])
        let report = program.run()
        #expect(report.exception?.reason == "Fatal error: additionalSafeAreaInsets expects a UIEdgeInsets")
    }
}
