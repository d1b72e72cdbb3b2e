import Testing
@testable import SimBridge
import UIKitSim

/// `UINavigationControllerDelegate` from learners' code. Sources of the expectations:
/// - Apple, `navigationController(_:willShow:animated:)`: "Notifies the delegate before the
///   navigation controller displays a view controller's view and navigation item properties";
///   `navigationController(_:didShow:animated:)`: "… after the navigation controller displays
///   a view controller's view". So willShow comes before the incoming controller's
///   viewWillAppear (which comes before its view is added, Apple's `viewWillAppear(_:)`), and
///   didShow after its viewDidAppear.
/// - A device log with the delegate and both controllers logging (vastdevblog.vast.com,
///   "UIViewController Life Cycle", 2012): the root shown at launch gets willShow and didShow,
///   a push gives willShow for the pushed controller and didShow after its viewDidAppear, a pop
///   the same for the controller below.
/// - A cancelled swipe back sends no didShow (Plasma/BufferedNavigationController issue 5: "if
///   you start popping, then cancel … didShowViewController … is not called").
struct NavigationDelegateTests {
    static let screens = """
        class Screen: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\\(title!) viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(title!) viewDidAppear") }
        }
        class Watcher: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                print("willShow \\(viewController.title!) \\(animated)")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                print("didShow \\(viewController.title!) \\(animated)")
            }
        }
        let watcher = Watcher()
        let root = Screen()
        root.title = "root"
        let detail = Screen()
        detail.title = "detail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = watcher
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        """

    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    /// Whether `lines` occur in `output` in this order (other lines may come between).
    static func inOrder(_ output: String, _ lines: [String]) -> Bool {
        var rest = output.split(separator: "\n").map(String.init)[...]
        for line in lines {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    @Test func theRootsFirstAppearanceIsAnnouncedAroundItsCallbacks() {
        let program = Self.run(Self.screens)
        let output = program.report?.output ?? ""
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(Self.inOrder(output, ["willShow root false", "root viewWillAppear", "root viewDidAppear", "didShow root false"]), "\(output)")
    }

    @Test func aPushAndABackTapAreAnnouncedAroundTheIncomingControllersCallbacks() {
        let program = Self.run(Self.screens + "DispatchQueue.main.async { navigation.pushViewController(detail, animated: true) }\n")
        let output = program.report?.output ?? ""
        #expect(Self.inOrder(output, ["didShow root false", "willShow detail true", "detail viewWillAppear",
                                      "detail viewDidAppear", "didShow detail true"]), "\(output)")
        let back = program.perform([.tapBack])
        #expect(Self.inOrder(back.output, ["willShow root true", "root viewWillAppear", "root viewDidAppear", "didShow root true"]),
                "\(back.output)")
    }

    @Test func setViewControllersIsAnnouncedForTheNewTop() {
        let program = Self.run(Self.screens + "DispatchQueue.main.async { navigation.setViewControllers([root, detail], animated: false) }\n")
        let output = program.report?.output ?? ""
        #expect(Self.inOrder(output, ["didShow root false", "willShow detail false", "detail viewWillAppear",
                                      "detail viewDidAppear", "didShow detail false"]), "\(output)")
    }

    @Test func aCancelledSwipeBackAnnouncesTheControllerBelowButNeverShowsIt() {
        let program = Self.run(Self.screens + "DispatchQueue.main.async { navigation.pushViewController(detail, animated: false) }\n")
        let launched = program.report?.output ?? ""
        let swipe = program.perform([.edgeSwipeBack(completed: false)])
        let during = String(swipe.output.dropFirst(launched.count))
        #expect(swipe.output.hasPrefix(launched))
        #expect(during.contains("willShow root true\n"), "\(during)")
        #expect(!during.contains("didShow"), "\(during)")
    }

    // The failing case of issue 13: a controller making itself its navigation controller's delegate.
    @Test func aControllerCanBeItsNavigationControllersDelegate() {
        let program = Self.run("""
            class ListViewController: UIViewController, UINavigationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.delegate = self
                    print("delegate is self \\(navigationController?.delegate === self)")
                }
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    print("didShow \\(viewController.title ?? "?")")
                }
            }
            let list = ListViewController()
            list.title = "list"
            let detail = UIViewController()
            detail.title = "detail"
            let navigation = UINavigationController(rootViewController: list)
            let window = UIWindow()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            DispatchQueue.main.async { navigation.pushViewController(detail, animated: true) }
            """)
        let output = program.report?.output ?? ""
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(Self.inOrder(output, ["delegate is self true", "didShow list", "didShow detail"]), "\(output)")
    }

    @Test func aDelegateWithACustomAnimationIsRefusedByName() {
        let program = Self.run("""
            class Animator: NSObject, UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController,
                                          animationControllerFor operation: UINavigationController.Operation,
                                          from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    return nil
                }
            }
            let animator = Animator()
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.delegate = animator
            """)
        let report = program.report
        let text = "\(String(describing: report))"
        #expect(report?.status != "ok", "\(text)")
        #expect(text.contains("navigationController(_:animationControllerFor:from:to:)"), "\(text)")
        #expect(text.contains("not supported"), "\(text)")
    }
}
