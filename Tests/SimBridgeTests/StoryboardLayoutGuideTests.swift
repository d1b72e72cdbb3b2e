import Testing
@testable import SimBridge
import UIKitSim

/// The layout guides a storyboard names besides the safe area. Xcode 11 and later write a scroll
/// view's two guides as its children `<viewLayoutGuide key="contentLayoutGuide" id=…/>` and
/// `<viewLayoutGuide key="frameLayoutGuide" id=…/>`, and constraints name them by id (Apple's
/// Postcards sample, "Customizing and resizing sheets in UIKit", Main.storyboard:
/// `<constraint firstItem="8xM-B5-dNI" firstAttribute="top" secondItem="sdA-Nd-7YD"
/// secondAttribute="top" constant="16" …/>` with `sdA-Nd-7YD` the scroll view's
/// `contentLayoutGuide`). Apple, `UIScrollView.contentLayoutGuide`: "The layout guide based on
/// the untransformed content rectangle of the scroll view"; `frameLayoutGuide`: "… based on the
/// untransformed frame rectangle of the scroll view": guides the scroll view owns, distinct
/// from its safe-area guide.
struct StoryboardLayoutGuideTests {
    static let scrollingStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sv1">
                                    <subviews>
                                        <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l1"/>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="l1" firstAttribute="top" secondItem="cg1" secondAttribute="top" constant="16" id="c1"/>
                                        <constraint firstItem="l1" firstAttribute="width" secondItem="fg1" secondAttribute="width" id="c2"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="cg1"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="fg1"/>
                                </scrollView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="g1"/>
                        </view>
                        <connections>
                            <outlet property="label" destination="l1" id="o1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let controller = """
    class ViewController: UIViewController {
        @IBOutlet var label: UILabel!
        override func viewDidLoad() {
            super.viewDidLoad()
            let scroll = label.superview!
            let top = scroll.constraints[0], width = scroll.constraints[1]
            let content = top.secondItem as? UILayoutGuide, frame = width.secondItem as? UILayoutGuide
            print(scroll.constraints.count, top.firstItem === label, top.constant, top.isActive)
            print(content?.owningView === scroll, frame?.owningView === scroll, content === frame)
            print(content === scroll.safeAreaLayoutGuide, frame === scroll.safeAreaLayoutGuide)
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    static func run(_ storyboard: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: controller),
                           ProgramFile(name: "Main.storyboard", text: storyboard)], mainStoryboard: "Main").run()
    }

    @Test func aScrollViewsContentAndFrameGuidesAreItsOwnGuides() {
        let report = Self.run(Self.scrollingStoryboard)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "2 true 16.0 true\ntrue true false\nfalse false\n")
    }

    @Test func aLayoutGuideKeyUIKitDoesNotKnowIsAStoryboardError() {
        let broken = Self.scrollingStoryboard.replacingOccurrences(of: "key=\"frameLayoutGuide\"", with: "key=\"sideLayoutGuide\"")
        let report = Self.run(broken)
        #expect(report.diagnostics.contains {
            $0.message.contains("viewLayoutGuide 'fg1' has the key 'sideLayoutGuide', which names no layout guide UIKit gives a view")
        }, "\(report.diagnostics)")
    }
}
