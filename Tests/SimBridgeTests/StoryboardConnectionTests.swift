import Testing
@testable import SimBridge
import UIKitSim

/// Outlets and actions drawn in Interface Builder, as Xcode writes them (`<connections><outlet
/// property=… destination=…/>` on the controller, `<action selector=… destination=…
/// eventType=…/>` on a control), through the interpreter with `@IBOutlet`/`@IBAction`.
///
/// Sources: outlets are connected while the nib loads, in `-[UINib instantiateWithOwner:options:]`
/// calling `-[UIRuntimeOutletConnection connect]` then `setValue:forKey:` (device stack trace,
/// https://forums.developer.apple.com/forums/thread/657076), so before viewDidLoad, which Apple's
/// `viewDidLoad()` page says runs after the view is loaded. A missing property:
/// "Terminating app due to uncaught exception 'NSUnknownKeyException', reason:
/// '[<KeyValueCoding.ViewController 0x7f91cef0ade0> setValue:forUndefinedKey:]: this class is not
/// key value coding-compliant for the key inputText." (programmingwithswift.com, "Fix this class
/// is not key value coding-compliant for the key"; a script has no module, so no `Module.`
/// prefix). An action whose method is gone: "unrecognized selector sent to instance"
/// (stackoverflow.com/questions/2455161, a button wired to `buttonPressed:` after the method lost
/// its sender). An unconnected implicitly unwrapped outlet: swiftc 6.3 here prints "Fatal error:
/// Unexpectedly found nil while implicitly unwrapping an Optional value" for a nil IUO member.
struct StoryboardConnectionTests {
    static func storyboard(outletProperty: String = "titleLabel", selector: String = "tapped:") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <label opaque="NO" text="Storyboard text" id="l1"/>
                                    <button opaque="NO" id="b1">
                                        <state key="normal" title="Tap"/>
                                        <connections>
                                            <action selector="\(selector)" destination="vc1" eventType="touchUpInside" id="a1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="\(outletProperty)" destination="l1" id="o1"/>
                                <outlet property="tapButton" destination="b1" id="o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let controller = """
    class ViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet var tapButton: UIButton!
        override func viewDidLoad() {
            super.viewDidLoad()
            print("viewDidLoad", titleLabel.text ?? "nil", tapButton.currentTitle ?? "nil")
        }
        @IBAction func tapped(_ sender: UIButton) {
            titleLabel.text = "Tapped"
            print("tapped", sender === tapButton, titleLabel.text ?? "nil")
        }
        @IBAction func refresh() {
            print("refresh")
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program(_ source: String = Self.controller, storyboard: String = Self.storyboard()) -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                           ProgramFile(name: "Main.storyboard", text: storyboard)], mainStoryboard: "Main")
    }

    @Test func outletsAreConnectedBeforeViewDidLoad() {
        let report = program().run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "viewDidLoad Storyboard text Tap\n")
    }

    @Test func aTapSendsTheActionWithTheButtonAsSender() {
        let run = program()
        let report = run.perform([.tapButton("Tap")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.hasSuffix("tapped true Tapped\n"))
    }

    @Test func sendActionsForTouchUpInsideSendsTheActionToo() {
        // Apple's sendActions(for:): "UIKit calls this method to send actions for the events
        // of a control"; calling it in code sends the connected actions.
        let source = Self.controller.replacingOccurrences(
            of: "print(\"viewDidLoad\", titleLabel.text ?? \"nil\", tapButton.currentTitle ?? \"nil\")",
            with: "tapButton.sendActions(for: .touchUpInside)")
        let report = program(source).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "tapped true Tapped\n")
    }

    @Test func anActionWithoutASenderIsCalledWithoutOne() {
        let report = program(storyboard: Self.storyboard(selector: "refresh")).perform([.tapButton("Tap")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.hasSuffix("refresh\n"))
    }

    @Test func anOutletToAMissingPropertyRaisesNSUnknownKeyException() {
        let report = program(storyboard: Self.storyboard(outletProperty: "headline")).run()
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSUnknownKeyException")
        #expect(report.exception?.reason.hasPrefix("[<ViewController 0x") == true)
        #expect(report.exception?.reason.hasSuffix(
            "> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key headline.") == true)
        #expect(!report.output.contains("viewDidLoad"))
    }

    @Test func anActionToAMissingMethodRaisesUnrecognizedSelector() {
        let report = program(storyboard: Self.storyboard(selector: "buttonPressed:")).perform([.tapButton("Tap")])
        #expect(report.exception?.name == "NSInvalidArgumentException")
        #expect(report.exception?.reason.hasPrefix("-[ViewController buttonPressed:]: unrecognized selector sent to instance 0x") == true)
    }

    @Test func anUnconnectedImplicitlyUnwrappedOutletCrashesWithSwiftsMessage() {
        let source = Self.controller.replacingOccurrences(of: "@IBOutlet var tapButton: UIButton!",
                                                         with: "@IBOutlet var tapButton: UIButton!\n    @IBOutlet var detailLabel: UILabel!")
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        detailLabel.text = \"x\"")
        let report = program(source).run()
        #expect(report.status == "exception")
        #expect(report.exception?.reason.contains("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value") == true)
    }
}
