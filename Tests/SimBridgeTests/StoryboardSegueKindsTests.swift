import Testing
@testable import SimBridge
import UIKitSim

/// Custom segue classes, embed segues and storyboard references, from storyboard XML as Xcode
/// writes it, with the learner's classes in the interpreter.
///
/// Expected behaviour, from these sources:
/// - Apple's `UIStoryboardSegue.perform()`: a custom segue's subclass overrides it to do the
///   transition; UIKit calls it after the source's `prepare(for:sender:)`.
/// - Embed segues: Matt Neuburg, Programming iOS 13, "Container Views and Embed Segues": when
///   the parent's view is loaded, the child is instantiated, the embed segue is triggered (the
///   parent gets `prepare(for:sender:)`) and the child becomes the parent's child, its view in
///   the container view; a device log of that order: the child's viewDidLoad comes before the
///   parent's (docs/decisions.md, Storyboards, "Embed segues").
/// - Storyboard references: Apple's "Storyboard reference" in Xcode Help: a segue to a
///   reference instantiates the referenced storyboard's initial controller (or the one with
///   the Storyboard ID it names).
struct StoryboardSegueKindsTests {
    static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
        <scenes>
            <scene sceneID="s0">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                        <connections>
                            <segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s1">
                <objects>
                    <viewController id="home" customClass="HomeViewController" customModule="Segues" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                    <rect key="frame" x="0.0" y="100" width="200" height="44"/>
                                    <state key="normal" title="Fade"/>
                                    <connections>
                                        <segue destination="about" kind="custom" identifier="fade" customClass="FadeSegue" customModule="Segues" customModuleProvider="target" id="g1"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2">
                                    <rect key="frame" x="0.0" y="150" width="200" height="44"/>
                                    <state key="normal" title="Settings"/>
                                    <connections>
                                        <segue destination="ref" kind="show" identifier="settings" id="g2"/>
                                    </connections>
                                </button>
                                <containerView opaque="NO" contentMode="scaleToFill" id="cv1">
                                    <rect key="frame" x="0.0" y="300" width="393" height="300"/>
                                    <connections>
                                        <segue destination="child" kind="embed" identifier="embedSummary" id="e1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="ni1"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="child" customClass="SummaryViewController" customModule="Segues" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="about" customClass="AboutViewController" customModule="Segues" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v3"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="600" y="300"/>
            </scene>
        </scenes>
    </document>
    """

    static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="set">
        <scenes>
            <scene sceneID="t1">
                <objects>
                    <viewController id="set" customClass="SettingsViewController" customModule="Segues" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="w1"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let source = """
    class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("home viewDidLoad", children.count)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", segue is FadeSegue)
        }
    }
    class SummaryViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("summary viewDidLoad", parent is HomeViewController)
        }
    }
    class AboutViewController: UIViewController {}
    class SettingsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("settings viewDidLoad")
        }
    }
    class FadeSegue: UIStoryboardSegue {
        override func perform() {
            print("FadeSegue.perform", source is HomeViewController, destination is AboutViewController)
            source.present(destination, animated: false)
        }
    }
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program() -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                           ProgramFile(name: "Main.storyboard", text: Self.main),
                           ProgramFile(name: "Settings.storyboard", text: Self.settings)], mainStoryboard: "Main")
    }

    func navigation(_ run: ProgramRun) -> UINavigationController? {
        run.simulation.keyWindow?.rootViewController as? UINavigationController
    }

    @Test func theEmbeddedChildLoadsBeforeItsParentsViewDidLoad() {
        let report = program().run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output == "prepare embedSummary false\nsummary viewDidLoad true\nhome viewDidLoad 1\n")
    }

    @Test func aCustomSegueClassPerformsAfterPrepare() {
        let run = program()
        let report = run.perform([.tapButton("Fade")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output.hasSuffix("prepare fade true\nFadeSegue.perform true true\n"))
        #expect(navigation(run)?.presentedViewController != nil)
    }

    @Test func aSegueToAStoryboardReferenceShowsTheOtherStoryboardsInitialController() {
        let run = program()
        let report = run.perform([.tapButton("Settings")])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output.hasSuffix("prepare settings false\nsettings viewDidLoad\n"))
        #expect(navigation(run)?.viewControllers.count == 2)
    }
}
