import Testing
@testable import SimBridge
import UIKitSim

/// A custom container forwarding appearance callbacks by hand (issue 13, session 6;
/// /work/briefs/s5/bridgefix-repro/cc/m.swift). Apple's
/// `shouldAutomaticallyForwardAppearanceMethods` page: "If you override this method and return
/// false, you are responsible for telling the child when its views are going to appear or
/// disappear. You do this by calling the child view controller's
/// beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods."
/// `beginAppearanceTransition(_:animated:)`: "Tells a child controller its appearance is about
/// to change" (its viewWillAppear/viewWillDisappear); `endAppearanceTransition()`: "Tells a
/// child controller its appearance has changed" (its viewDidAppear/viewDidDisappear).
struct AppearanceForwardingTests {
    static func source(forwards: Bool) -> String {
        """
        class PlayerViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("Player: viewWillAppear")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("Player: viewDidAppear")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("Player: viewWillDisappear")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                print("Player: viewDidDisappear")
            }
        }
        class TrailerViewController: UIViewController {
            let player = PlayerViewController()
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(player)
                player.view.frame = view.bounds
                view.addSubview(player.view)
                player.didMove(toParent: self)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("Trailer: viewWillAppear")
                \(forwards ? "player.beginAppearanceTransition(true, animated: animated)" : "")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("Trailer: viewDidAppear")
                \(forwards ? "player.endAppearanceTransition()" : "")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                print("Trailer: viewWillDisappear")
                \(forwards ? "player.beginAppearanceTransition(false, animated: animated)" : "")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                print("Trailer: viewDidDisappear")
                \(forwards ? "player.endAppearanceTransition()" : "")
            }
        }
        let trailer = TrailerViewController()
        let navigation = UINavigationController(rootViewController: trailer)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        print("forwards automatically: \\(trailer.shouldAutomaticallyForwardAppearanceMethods)")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            print("--- pushed")
            navigation.pushViewController(UIViewController(), animated: false)
        }
        """
    }

    static func run(_ text: String) -> RunReport {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        return program.run()
    }

    @Test func aContainerForwardsByHand() {
        let report = Self.run(Self.source(forwards: true))
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == """
            forwards automatically: false
            Trailer: viewWillAppear
            Player: viewWillAppear
            Trailer: viewDidAppear
            Player: viewDidAppear
            --- pushed
            Trailer: viewWillDisappear
            Player: viewWillDisappear
            Trailer: viewDidDisappear
            Player: viewDidDisappear

            """)
    }

    @Test func aContainerThatDoesNotForwardLeavesItsChildUntold() {
        let report = Self.run(Self.source(forwards: false))
        #expect(report.status == "ok", "\(report)")
        #expect(!report.output.contains("Player:"), "\(report.output)")
    }
}
