import Testing
@testable import SimBridge
import UIKitSim

/// Bar button items drawn in a storyboard's navigation item (`<barButtonItem
/// key="rightBarButtonItem" systemItem="add">` with a segue or an action in its `connections`),
/// the LootLogger pattern (Big Nerd Ranch, iOS Programming 7th ed.: an Add bar button item whose
/// action adds an item, and a cell's show segue).
///
/// Expected behaviour: uikit-behaviour.md, "Storyboards and segues": a segue triggered from a
/// control asks `shouldPerformSegue(withIdentifier:sender:)`, then the source's
/// `prepare(for:sender:)` runs, then a show segue pushes inside a navigation controller.
/// Apple's `prepare(for:sender:)` page: the sender is "the object that initiated the segue",
/// here the bar button item.
struct StoryboardBarButtonTests {
    static let storyboard = NavigationStoryboardXML.document(controllers: [
        """
                    <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"/>
                        <navigationItem key="navigationItem" title="Items" id="ni1">
                            <barButtonItem key="leftBarButtonItem" title="Refresh" id="bb1">
                                <connections>
                                    <action selector="refresh:" destination="list" id="a1"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bb2">
                                <connections>
                                    <segue destination="detail" kind="show" identifier="addItem" id="sg1"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
        """,
        """
                    <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
        """,
    ])

    static let source = """
    class ListViewController: UIViewController {
        var allowed = true
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            print("should", identifier)
            return allowed
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", sender is UIBarButtonItem)
        }
        @IBAction func refresh(_ sender: UIBarButtonItem) {
            print("refresh", sender.title ?? "nil")
            allowed = false
        }
    }
    class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("detail viewDidLoad")
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program() -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                           ProgramFile(name: "Main.storyboard", text: Self.storyboard)], mainStoryboard: "Main")
    }

    /// Outlets to bar button items, as Apple's "Disabling the pull-down gesture for a sheet"
    /// sample has them (`@IBOutlet weak var saveButton: UIBarButtonItem!`, set from
    /// viewWillLayoutSubviews): the nib loading connects every outlet of the scene before
    /// viewDidLoad (Apple, `viewDidLoad()`: called "after the controller's view is loaded into
    /// memory"; `UINib.instantiate(withOwner:options:)` connects the owner's outlets), bar
    /// button items included, so they are not nil there.
    @Test func outletsToBarButtonItemsAreConnectedBeforeViewDidLoad() {
        let outlets = """
        </navigationItem>
        <connections>
            <outlet property="refreshButton" destination="bb1" id="o1"/>
            <outlet property="addButton" destination="bb2" id="o2"/>
        </connections>
        """
        let storyboard = Self.storyboard.replacingOccurrences(of: "</navigationItem>", with: outlets)
        let source = """
        class ListViewController: UIViewController {
            @IBOutlet weak var refreshButton: UIBarButtonItem!
            @IBOutlet weak var addButton: UIBarButtonItem!
            override func viewDidLoad() {
                super.viewDidLoad()
                print(refreshButton.title ?? "nil", addButton === navigationItem.rightBarButtonItem)
            }
        }
        class DetailViewController: UIViewController {}
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                                        ProgramFile(name: "Main.storyboard", text: storyboard)], mainStoryboard: "Main").run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "Refresh true\n")
    }

    @Test func aBarButtonSegueAsksPreparesAndPushes() {
        let run = program()
        let report = run.perform([.tapBarButton("+")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "should addItem\nprepare addItem true\ndetail viewDidLoad\n")
        let navigation = run.simulation.keyWindow?.rootViewController as? UINavigationController
        #expect(navigation?.viewControllers.count == 2)
    }

    @Test func aBarButtonActionReachesTheControllerWithTheItem() {
        let report = program().perform([.tapBarButton("Refresh"), .tapBarButton("+")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        // shouldPerformSegue answered false after the refresh: no prepare, no push.
        #expect(report.output == "refresh Refresh\nshould addItem\n")
    }
}
