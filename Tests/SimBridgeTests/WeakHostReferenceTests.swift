import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// A script's `weak` and `unowned` references to UIKit's own objects (issue 13, session 6).
///
/// Swift's rule (The Swift Programming Language, "Automatic Reference Counting", Weak
/// References): "ARC automatically sets a weak reference to nil when the instance that it
/// refers to is deallocated"; an instance is deallocated only when no strong reference to it
/// remains. UIKit's strong references used here are declared in its headers: UIWindow.h
/// `@property(nullable, nonatomic, strong) UIViewController *rootViewController`; a view's
/// superview keeps it (Apple's `addSubview(_:)` page: "This method establishes a strong
/// reference to view"); a navigation stack keeps its controllers and lets a popped one go
/// (Apple's `popViewController(animated:)` page: it returns "the view controller that was
/// popped from the stack").
struct WeakHostReferenceTests {
    static func run(_ text: String, actions: [ProgramRun.Action] = []) -> RunReport {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program.perform(actions)
    }

    @Test func aWeakControllerHeldByTheWindowStaysWhenTheScriptsLastReferenceGoes() {
        let report = Self.run("""
        class Holder {
            weak var pages: UIPageViewController?
        }
        let holder = Holder()
        let window = UIWindow()
        func show() {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            holder.pages = pages
            window.rootViewController = pages
        }
        show()
        window.makeKeyAndVisible()
        print("right away: \\(holder.pages == nil ? "nil" : "set")")
        DispatchQueue.main.async {
            print("next turn: \\(holder.pages == nil ? "nil" : "set"), same: \\(holder.pages === window.rootViewController)")
        }
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "right away: set\nnext turn: set, same: true\n")
    }

    @Test func anAppDelegatesWeakControllerStaysWhileItIsTheRoot() {
        // The shape of /work/briefs/s5/bridgefix-repro/repro/weak-host-app.swift.
        let report = Self.run("""
        class Holder: NSObject {
            weak var pages: UIPageViewController?
        }
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let holder = Holder()
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
                holder.pages = pages
                window = UIWindow()
                window?.rootViewController = pages
                window?.makeKeyAndVisible()
                let holder = self.holder
                DispatchQueue.main.async {
                    print("next turn: \\(holder.pages == nil ? "nil" : "set")")
                }
                return true
            }
        }
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "next turn: set\n")
    }

    @Test func aWeakViewStaysWhileItsSuperviewHoldsIt() {
        let report = Self.run("""
        class Screen: UIViewController {
            weak var label: UILabel?
            override func viewDidLoad() {
                super.viewDidLoad()
                let made = UILabel()
                made.text = "Hello"
                view.addSubview(made)
                label = made
            }
        }
        let screen = Screen()
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            print(screen.label?.text ?? "nil")
            screen.label?.removeFromSuperview()
            print(screen.label == nil ? "gone" : "still there")
        }
        """)
        #expect(report.status == "ok", "\(report)")
        // Removed from its superview, the label has no strong reference left: the weak one is nil.
        #expect(report.output == "Hello\ngone\n")
    }

    @Test func anUnownedReferenceToAWindowReadsItWhileTheProgramKeepsIt() {
        let report = Self.run("""
        class Presenter {
            unowned let window: UIWindow
            init(window: UIWindow) { self.window = window }
        }
        var presenter: Presenter?
        func setUp() -> UIWindow {
            let window = UIWindow()
            presenter = Presenter(window: window)
            return window
        }
        let window = setUp()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            print(presenter!.window === window, presenter!.window.isKeyWindow)
        }
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "true true\n")
    }

    @Test func aWeakControllerGoesNilOnceItIsPoppedAndReleased() {
        let report = Self.run("""
        class Holder {
            weak var detail: UIViewController?
        }
        let holder = Holder()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        func push() {
            let detail = UIViewController()
            detail.title = "Detail"
            holder.detail = detail
            navigation.pushViewController(detail, animated: false)
        }
        push()
        DispatchQueue.main.async {
            print("pushed: \\(holder.detail?.title ?? "nil")")
            navigation.popViewController(animated: false)
            DispatchQueue.main.async {
                print("popped: \\(holder.detail?.title ?? "nil")")
            }
        }
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "pushed: Detail\npopped: nil\n")
    }
}
