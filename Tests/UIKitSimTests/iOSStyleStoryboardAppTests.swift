// A storyboard app written as an iOS programmer writes it, compiled natively against UIKitSim:
// an app delegate with only a `window` property, a Main.storyboard in Xcode's XML (navigation
// controller → list scene with a button → detail scene by a show segue), and `prepare(for:sender:)`
// passing data forward. Only the class registry stands in for the Objective-C runtime, which
// looks `customClass` up by name on iOS. Expected behaviour: uikit-behaviour.md, "Launch",
// "Appearance" (push) and "Storyboards and segues".
import Testing
import UIKitSim

final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}

final class FruitListViewController: UIViewController {
    let fruits = ["Apple", "Pear"]

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showFruit", let detail = segue.destination as? FruitViewController {
            detail.fruit = fruits[1]
        }
    }
}

final class FruitViewController: UIViewController {
    var fruit = ""
    private(set) var fruitWhenLoaded: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        fruitWhenLoaded = fruit
        title = fruit
    }
}

@Suite struct StoryboardAppTests {
    static let mainStoryboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-fr-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Scn-fr-001">
                <objects>
                    <navigationController id="Nav-fr-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-fr-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Lst-fr-001" kind="relationship" relationship="rootViewController" id="Rel-fr-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-700" y="4"/>
            </scene>
            <scene sceneID="Scn-fr-002">
                <objects>
                    <viewController title="Fruit" id="Lst-fr-001" customClass="FruitListViewController" customModule="Fruit" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-fr-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Btn-fr-001">
                                    <rect key="frame" x="160" y="400" width="73" height="35"/>
                                    <state key="normal" title="Open"/>
                                    <buttonConfiguration key="configuration" style="plain" title="Open"/>
                                    <connections>
                                        <segue destination="Det-fr-001" kind="show" identifier="showFruit" id="Sgu-fr-001"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="Fruit" id="Itm-fr-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-fr-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="100" y="4"/>
            </scene>
            <scene sceneID="Scn-fr-003">
                <objects>
                    <viewController storyboardIdentifier="FruitDetail" id="Det-fr-001" customClass="FruitViewController" customModule="Fruit" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-fr-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-fr-003" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="4"/>
            </scene>
        </scenes>
    </document>
    """#

    @Test func theStoryboardAppLaunchesPushesAndPassesDataForward() throws {
        let simulation = Simulation(device: .iPhone)
        let registry = StoryboardClassRegistry()
        registry.register("FruitListViewController") { FruitListViewController() }
        registry.register("FruitViewController") { FruitViewController() }
        let catalogue = StoryboardCatalogue(classResolver: registry)
        try catalogue.add(name: "Main", xml: Self.mainStoryboard)
        let delegate = StoryboardAppDelegate()

        let status = catalogue.withCurrent {
            UIApplicationMain(simulation, delegate, mainStoryboard: .named("Main", in: catalogue))
        }
        #expect(status == 0)

        // Launch: the initial controller becomes the root of a window with the screen's bounds,
        // didFinishLaunching runs before the root loads, and the window is key.
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? FruitListViewController)
        #expect(list.storyboard != nil)
        #expect(list.title == "Fruit")

        simulation.clearTrace()
        try catalogue.withCurrent { try simulation.tapButton(titled: "Open") }

        // The segue fired from a control asks shouldPerformSegue, then prepare runs before the
        // destination's view loads, then the push's callbacks follow in the reference order.
        let detail = try #require(navigation.topViewController as? FruitViewController)
        #expect(detail.fruitWhenLoaded == "Pear")
        #expect(navigation.viewControllers.count == 2)
        let lines = simulation.traceLines.filter { !$0.contains("LayoutSubviews") && !$0.contains("viewIsAppearing") }
        #expect(lines == [
            "FruitListViewController.shouldPerformSegue(withIdentifier:sender:) showFruit",
            "FruitListViewController.prepare(for:sender:) showFruit",
            "FruitViewController.willMove(toParent:) UINavigationController",
            "FruitViewController.loadView",
            "FruitViewController.viewDidLoad",
            "FruitListViewController.viewWillDisappear(_:)",
            "FruitViewController.viewWillAppear(_:)",
            "FruitListViewController.viewDidDisappear(_:)",
            "FruitViewController.viewDidAppear(_:)",
            "FruitViewController.didMove(toParent:) UINavigationController",
        ])
        #expect(simulation.log.isEmpty)
        #expect(simulation.uncaughtException == nil)
    }

    /// Top-level code, as in a playground or main.swift: make a window, give it a root, show it.
    @Test func topLevelCodeShowsARoot() {
        let simulation = Simulation(device: .iPhone)
        let window = simulation.run { () -> UIWindow in
            let window = UIWindow()
            let root = FruitViewController()
            root.fruit = "Plum"
            window.rootViewController = root
            #expect(!root.isViewLoaded)  // setting the root of a hidden window only records it
            window.makeKeyAndVisible()
            #expect(root.isViewLoaded)
            return window
        }
        #expect(window.isKeyWindow)
        #expect(window.subviews.count == 1)
        #expect((window.rootViewController as? FruitViewController)?.title == "Plum")
        #expect(simulation.traceLines.prefix(2) == ["FruitViewController.loadView", "FruitViewController.viewDidLoad"])
    }
}
