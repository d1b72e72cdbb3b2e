import Testing
@testable import SimBridge
import UIKitSim

/// Popover segues and their anchors on an iPad. Sources: Matt Neuburg, Programming iOS 6,
/// "Popover Segues": the popover's anchor "is the source object from which you control-drag to
/// form the segue"; Apple's UIPopoverPresentationController page: a popover needs an anchor
/// (`sourceView` or `barButtonItem`), and without one on an iPad iOS raises NSGenericException
/// "UIPopoverPresentationController (<…>) should have a non-nil sourceView or barButtonItem set
/// before the presentation occurs." (docs/decisions.md, "Popovers without an anchor").
struct StoryboardPopoverSegueTests {
    static let storyboard = NavigationStoryboardXML.document(controllers: [
        """
                    <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <button opaque="NO" id="b1">
                                    <state key="normal" title="Info"/>
                                    <connections>
                                        <segue destination="info" kind="popoverPresentation" identifier="info" popoverAnchorView="b1" id="sg1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Items" id="ni1">
                            <barButtonItem key="rightBarButtonItem" title="Filter" id="bb1">
                                <connections>
                                    <segue destination="info" kind="popoverPresentation" identifier="filter" popoverAnchorBarButtonItem="bb1" id="sg2"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
        """,
        """
                    <viewController id="info" customClass="InfoViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
        """,
    ])

    static let source = """
    class InfoViewController: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let popover = popoverPresentationController
            print("shown", popover?.sourceView is UIButton, popover?.barButtonItem?.title ?? "nil")
        }
    }
    class ListViewController: UIViewController {}
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program(_ source: String = Self.source) -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                           ProgramFile(name: "Main.storyboard", text: Self.storyboard)],
                   device: .iPad, mainStoryboard: "Main")
    }

    @Test func aPopoverSegueFromAButtonIsAnchoredToIt() {
        let report = program().perform([.tapButton("Info")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "shown true nil\n")
    }

    @Test func aPopoverSegueFromABarButtonItemIsAnchoredToTheItem() {
        let report = program().perform([.tapBarButton("Filter")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "shown false Filter\n")
    }

    @Test func aPopoverSegueInCodeWithoutAnAnchorRaisesOnAnIPad() {
        let source = Self.source.replacingOccurrences(of: "class ListViewController: UIViewController {}", with: """
        class ListViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                performSegue(withIdentifier: "info", sender: nil)
            }
        }
        """)
        let report = program(source).run()
        #expect(report.exception?.name == "NSGenericException")
        #expect(report.exception?.reason.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
    }
}
