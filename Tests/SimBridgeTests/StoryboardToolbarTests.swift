import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// Toolbar items drawn in a storyboard (`<toolbarItems>` of a controller inside a navigation
/// controller whose `toolbarHidden="NO"`), as Xcode writes them, tapped with `tap-toolbar-item`.
///
/// Expected behaviour: Apple's `UIViewController.toolbarItems` ("the toolbar items to display
/// ... when the view controller is managed by a navigation controller") and
/// `UINavigationController.isToolbarHidden` (true by default, so a toolbar shows only when
/// asked for); a segue triggered from an item asks `shouldPerformSegue(withIdentifier:sender:)`,
/// then the source's `prepare(for:sender:)` gets the item as sender (Apple's
/// `prepare(for:sender:)`: "the object that initiated the segue"), then a show segue pushes;
/// an action goes to its target with the item as sender, as a bar button item's does.
struct StoryboardToolbarTests {
    static func storyboard(showsToolbar: Bool) -> String {
        let document = NavigationStoryboardXML.document(controllers: [
            """
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" id="v1"/>
                            <toolbarItems>
                                <barButtonItem title="Compose" id="t1">
                                    <connections>
                                        <segue destination="detail" kind="show" identifier="compose" id="sg1"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
                                <barButtonItem title="Refresh" id="t3">
                                    <connections>
                                        <action selector="refresh:" destination="list" id="a1"/>
                                    </connections>
                                </barButtonItem>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Items" id="ni1"/>
                        </viewController>
            """,
            """
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" id="v2"/>
                        </viewController>
            """,
        ])
        guard showsToolbar else { return document }
        return document.replacingOccurrences(of: #"<navigationController id="nav" sceneMemberID="viewController">"#, with: """
            <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb1">
                                        <autoresizingMask key="autoresizingMask"/>
                                    </toolbar>
            """)
    }

    static let source = """
    class ListViewController: UIViewController {
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            print("should", identifier)
            return true
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", (sender as? UIBarButtonItem)?.title ?? "no item")
        }
        @IBAction func refresh(_ sender: UIBarButtonItem) {
            print("refresh", sender.title ?? "nil", toolbarItems?.count ?? 0, navigationController?.isToolbarHidden == false)
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

    func program(showsToolbar: Bool = true) -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                           ProgramFile(name: "Main.storyboard", text: Self.storyboard(showsToolbar: showsToolbar))],
                   mainStoryboard: "Main")
    }

    @Test func aToolbarItemsActionAndSegue() {
        let run = program()
        let report = run.perform([.tapToolbarItem("Refresh"), .tapToolbarItem("Compose")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output == "refresh Refresh 3 true\nshould compose\nprepare compose Compose\ndetail viewDidLoad\n")
        let navigation = run.simulation.keyWindow?.rootViewController as? UINavigationController
        #expect(navigation?.viewControllers.count == 2)
    }

    @Test func aShownToolbarIsDrawnAtTheBottomOfTheScreen() {
        let run = program()
        _ = run.run()
        let rows = run.simulation.screenDrawing().split(separator: "\n").map(String.init)
        // The last row inside the frame holds the item titles (the flexible space has none).
        let itemRow = rows[rows.count - 2]
        #expect(itemRow.contains("Compose") && itemRow.contains("Refresh"))
        #expect(rows[rows.count - 3].contains("─"))
    }

    @Test func aHiddenToolbarHasNothingToTap() {
        let report = program(showsToolbar: false).perform([.tapToolbarItem("Refresh")])
        #expect(report.output == "")
        #expect(report.log.last == "vctutor: could not perform 'tap-toolbar-item: Refresh': no toolbar item titled 'Refresh' is on screen; the remaining actions were skipped")
    }
}
