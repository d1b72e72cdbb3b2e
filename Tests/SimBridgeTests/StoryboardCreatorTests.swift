import Testing
@testable import SimBridge
import UIKitSim

/// iOS 13's dependency injection for storyboard controllers: `@IBSegueAction` (a segue's
/// `destinationCreationSelector`) and `instantiateViewController(identifier:creator:)`.
///
/// Sources: Apple's `instantiateViewController(identifier:creator:)` page: the creator
/// receives the coder, "create your view controller using the init(coder:) method", and returns
/// it, or nil to let the storyboard create it with the default initialiser. Apple's
/// `IBSegueAction` page: a segue action is called when the segue runs, with the coder and
/// optionally the sender and the segue's identifier, and returns the destination; the
/// destination's prepare then runs as usual (uikit-behaviour.md, "Storyboards and segues": the
/// destination is made, then the source's prepare, then the segue performs).
struct StoryboardCreatorTests {
    static let storyboard = NavigationStoryboardXML.document(controllers: [
        """
                    <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button opaque="NO" id="b1">
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="detail" kind="show" identifier="showDetail" destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="sg1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
        """,
        """
                    <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
        """,
    ])

    static let classes = """
    class DetailViewController: UIViewController {
        var item = "none"
        init?(coder: NSCoder, item: String) {
            self.item = item
            super.init(coder: coder)
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            print("detail", item)
        }
    }
    class ListViewController: UIViewController {
        @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
            print("segue action", segueIdentifier ?? "nil", sender is UIButton)
            return DetailViewController(coder: coder, item: "Lamp")
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", (segue.destination as? DetailViewController)?.item ?? "?")
        }
    }
    """

    func program(_ source: String) -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                           ProgramFile(name: "Main.storyboard", text: Self.storyboard)], mainStoryboard: "Main")
    }

    @Test func aSegueActionMakesTheDestinationBeforePrepare() {
        let app = Self.classes + """

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        let report = program(app).perform([.tapButton("Open")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "segue action showDetail true\nprepare Lamp\ndetail Lamp\n")
    }

    @Test func instantiateWithACreatorUsesTheCreatorsController() {
        let source = Self.classes + """

        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let made = storyboard.instantiateViewController(identifier: "Detail") { coder in
            DetailViewController(coder: coder, item: "Chair")
        }
        print((made as? DetailViewController)?.item ?? "?")
        let plain = storyboard.instantiateViewController(identifier: "Detail") { _ in nil }
        print((plain as? DetailViewController)?.item ?? "?")
        """
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                                         ProgramFile(name: "Main.storyboard", text: Self.storyboard)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "Chair\nnone\n")
    }
}
