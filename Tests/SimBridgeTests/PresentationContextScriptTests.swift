import Testing
@testable import SimBridge
import UIKitSim

/// `definesPresentationContext` from learners' code, set or overridden. Apple's page for the
/// property: "When using the currentContext or overCurrentContext style to present a view
/// controller, this property controls which existing view controller in your view controller
/// hierarchy is actually covered by the new content. … If no view controller defines the
/// presentation context, UIKit presents the new view controller using the window's root view
/// controller." (Found by a content writer: the property was unknown to scripts, and an
/// overriding getter was ignored.)
struct PresentationContextScriptTests {
    static let program = """
        class ContextNavigation: UINavigationController {
            override var definesPresentationContext: Bool { get { true } set {} }
        }
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let plain = UINavigationController(rootViewController: UIViewController())
        let overriding = ContextNavigation(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain, overriding]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        func presentOver(_ controller: UIViewController) -> UIViewController? {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .currentContext
            controller.present(sheet, animated: false)
            return sheet.presentingViewController
        }
        DispatchQueue.main.async {
            print("default:", presentOver(list) === tabs)
            list.dismiss(animated: false)
            navigation.definesPresentationContext = true
            print("set:", navigation.definesPresentationContext, presentOver(list) === navigation)
            print("overridden:", overriding.definesPresentationContext, plain.definesPresentationContext)
        }
        """

    @Test func aLearnerSetsOrOverridesWhoProvidesTheContext() {
        let run = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.program)])
        run.run()
        #expect(run.report?.status == "ok", "\(String(describing: run.report))")
        let output = run.report?.output ?? ""
        #expect(output.contains("default: true\nset: true true\noverridden: true false\n"), "\(output)")
    }
}
