import Testing
@testable import SimBridge
import UIKitSim

/// `@main` apps, storyboards and their failures through the interpreter. Expected behaviour:
/// /work/shared/docs/uikit-behaviour.md ("Launch") and contract.md ("vctutor run").
struct AppLaunchTests {
    static let storyboard = ProgramFile(name: "Main.storyboard", text: DiffStoryboards.launch)

    func run(_ source: String, files: [ProgramFile] = [], mainStoryboard: String? = nil) -> (ProgramRun, RunReport) {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)] + files, mainStoryboard: mainStoryboard)
        return (program, program.run())
    }

    static let codeDelegate = """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow()
            window?.rootViewController = BadVC()
            window?.makeKeyAndVisible()
            return true
        }
    }
    """

    // contract.md: a runtime error such as a force-unwrapped nil ends the run with the status
    // `exception` and the name SwiftRuntimeError; it must not trap the process.
    @Test func forceUnwrapInALaunchedControllerIsTheRunsException() {
        let (_, report) = run("""
        class BadVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let name: String? = nil
                print(name!)
            }
        }
        """ + "\n" + Self.codeDelegate)
        #expect(report.status == "exception")
        #expect(report.exception?.name == "SwiftRuntimeError")
        #expect(report.exception?.reason.contains("Unexpectedly found nil while unwrapping an Optional value") == true)
        #expect(report.trace.map(\.event).contains("application(_:didFinishLaunchingWithOptions:)"))
        // The app ends where compiled Swift crashes: nothing after the failing viewDidLoad.
        #expect(report.trace.last?.object == "BadVC")
        #expect(report.trace.last?.event == "viewDidLoad")
        #expect(report.log.isEmpty)
    }

    // A storyboard making a script controller whose initialiser fails ends the launch there.
    @Test func failingCoderInitialiserEndsTheLaunch() {
        let (_, report) = run("""
        class DiffHomeVC: UIViewController {
            required init?(coder: NSCoder) {
                let count: Int? = nil
                print(count!)
                super.init(coder: coder)
            }
        }
        class DiffAboutVC: UIViewController {}
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """, files: [Self.storyboard], mainStoryboard: "Main")
        #expect(report.status == "exception")
        #expect(report.exception?.name == "SwiftRuntimeError")
        #expect(report.trace.isEmpty)
    }

    @Test func errorInDidFinishLaunchingIsTheRunsException() {
        let (_, report) = run("""
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let numbers = [1, 2]
                print(numbers[5])
                return true
            }
        }
        """)
        #expect(report.status == "exception")
        #expect(report.exception?.reason.contains("Index out of range") == true)
    }

    // uikit-behaviour.md, "Launch": `@UIApplicationMain` launches like `@main`; willFinish comes
    // before didFinish, and the delegate's events are in the trace under its class name.
    @Test func uiApplicationMainAttributeLaunchesTheDelegate() {
        let (program, report) = run("""
        class HomeVC: UIViewController {}
        @UIApplicationMain
        class LegacyDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("will")
                return true
            }
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                print("did")
                window = UIWindow()
                window?.rootViewController = HomeVC()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "will\ndid\n")
        #expect(Array(program.simulation.traceLines.prefix(2)) == [
            "LegacyDelegate.application(_:willFinishLaunchingWithOptions:)",
            "LegacyDelegate.application(_:didFinishLaunchingWithOptions:)",
        ])
        #expect(program.simulation.keyWindow?.rootViewController?.simulatedClassName == "HomeVC")
    }

    // uikit-behaviour.md, "Launch", step 2: a delegate without a `window` property cannot use a
    // main storyboard.
    @Test func mainStoryboardNeedsTheDelegatesWindowProperty() {
        let (_, report) = run("""
        class DiffHomeVC: UIViewController {}
        class DiffAboutVC: UIViewController {}
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        """, files: [Self.storyboard], mainStoryboard: "Main")
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSInternalInconsistencyException")
        #expect(report.exception?.reason == "The app delegate must implement the window property if it wants to use a main storyboard file.")
    }

    // uikit-behaviour.md, "Launch", step 5: no window with a root at the end of launch.
    @Test func launchWithoutARootRaises() {
        let (_, report) = run("""
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """)
        #expect(report.exception?.reason == "Application windows are expected to have a root view controller at the end of application launch")
    }

    @Test func aMissingMainStoryboardIsUIKitsException() {
        let (_, report) = run("""
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """, mainStoryboard: "Nope")
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSInvalidArgumentException")
        #expect(report.exception?.reason.hasPrefix("Could not find a storyboard named 'Nope' in bundle") == true)
    }

    @Test func anUnreadableStoryboardIsADiagnosticNamingTheFile() {
        let (program, report) = run("print(1)\n", files: [ProgramFile(name: "Broken.storyboard", text: "<document><scenes>")])
        #expect(report.status == "diagnostics")
        #expect(report.output == "")
        #expect(report.diagnostics.first?.message.hasPrefix("Broken.storyboard") == true)
        #expect(program.renderedDiagnostics.contains("Broken.storyboard"))
    }

    // A storyboard makes a custom class with `init?(coder:)`; the script's initialiser runs.
    @Test func storyboardUsesTheScriptsCoderInitialiser() {
        let (_, report) = run("""
        class DiffHomeVC: UIViewController {
            var made = "by init()"
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                made = "by init(coder:)"
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                print("home made", made)
            }
        }
        class DiffAboutVC: UIViewController {}
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """, files: [Self.storyboard], mainStoryboard: "Main")
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "home made by init(coder:)\n")
    }

    // Top-level code may open a storyboard itself; an unknown Storyboard ID raises UIKit's
    // NSInvalidArgumentException.
    @Test func topLevelCodeInstantiatesFromAStoryboard() {
        let (_, report) = run("""
        class DiffHomeVC: UIViewController {}
        class DiffAboutVC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("about loaded; storyboard kept:", storyboard != nil)
            }
        }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = storyboard.instantiateInitialViewController() as? UINavigationController
        print("root is home:", navigation?.viewControllers.first is DiffHomeVC)
        let about = storyboard.instantiateViewController(withIdentifier: "About")
        let window = UIWindow()
        window.rootViewController = about
        window.makeKeyAndVisible()
        _ = storyboard.instantiateViewController(withIdentifier: "Missing")
        print("not reached")
        """, files: [Self.storyboard])
        #expect(report.output == "root is home: true\nabout loaded; storyboard kept: true\n")
        #expect(report.exception?.name == "NSInvalidArgumentException")
        #expect(report.exception?.reason.hasSuffix("doesn't contain a view controller with identifier 'Missing'") == true)
    }

    // performSegue on a controller not made by a storyboard raises UIKit's exception.
    @Test func performSegueWithoutAStoryboardRaises() {
        let (_, report) = run("""
        let controller = UIViewController()
        controller.performSegue(withIdentifier: "next", sender: nil)
        """)
        #expect(report.exception?.name == "NSInvalidArgumentException")
        #expect(report.exception?.reason.hasSuffix("has no segue with identifier 'next'") == true)
    }

    // An app in several files, as a folder gives them (sorted by name: the delegate first),
    // with an Info.plist naming the main storyboard; outlets and actions are accepted.
    @Test func appInSeveralFilesWithInfoPlist() {
        let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                (window?.rootViewController as? UINavigationController)?.viewControllers.first
                    .flatMap { $0 as? DiffHomeVC }?.greeting = "Hi from a folder"
                return true
            }
        }
        """
        let home = """
        import UIKit

        class DiffHomeVC: UIViewController {
            @IBOutlet weak var badge: UIView!
            var greeting = "Hello"

            override func viewDidLoad() {
                super.viewDidLoad()
                print("Home says: " + greeting, badge == nil)
            }

            @IBAction func refresh(_ sender: Any) {}
        }
        class DiffAboutVC: UIViewController {}
        """
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """
        let program = ProgramRun(files: [ProgramFile(name: "AppDelegate.swift", text: delegate),
                                         ProgramFile(name: "DiffHomeVC.swift", text: home),
                                         ProgramFile(name: "Info.plist", text: plist), Self.storyboard])
        let report = program.run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.hasPrefix("Home says: Hi from a folder true\n"))
    }
}
