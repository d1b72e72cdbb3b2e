/// The storyboard of the unwind tests, written as Xcode writes it: a tab bar controller (the
/// entry point, custom class `TabsController`) with two tabs, a navigation controller
/// (`NavController`) whose root `ListViewController` pushes `DetailViewController` ("Open"),
/// which presents `EditorViewController` full screen ("Edit"); the editor's "Done" button is
/// drawn to the Exit placeholder (`unwindToList:`), and it has a manual unwind segue `cancel`
/// that its "Cancel" button's action performs in code.
/// The second tab's `OtherViewController` has a "Back to list" button unwinding the same way.
/// The unwind segues' form (a manual one in the controller's `connections`, one on a button,
/// both to the scene's `<exit id=… userLabel="Exit" sceneMemberID="exit"/>`) is the one Xcode
/// writes, as in joinpursuit/Pursuit-Core-iOS-UnwindSegueDemo, Main.storyboard.
enum UnwindStoryboardXML {
    static func button(_ id: String, _ title: String, _ connection: String) -> String {
        """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="\(id)">
                                        <rect key="frame" x="0.0" y="100" width="200" height="44"/>
                                        <state key="normal" title="\(title)"/>
                                        <connections>
                                            \(connection)
                                        </connections>
                                    </button>
        """
    }

    static func scene(_ id: String, _ controller: String, exit: String? = nil) -> String {
        """
                <scene sceneID="sc-\(id)">
                    <objects>
        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        \(exit.map { #"<exit id="\#($0)" userLabel="Exit" sceneMemberID="exit"/>"# } ?? "")
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        """
    }

    static func content(_ id: String, _ className: String, title: String, buttons: [String] = [],
                        connections: String = "") -> String {
        """
                        <viewController id="\(id)" customClass="\(className)" customModule="Unwinds" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(buttons.joined(separator: "\n"))
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="\(title)" id="ni-\(id)"/>
                            \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
                        </viewController>
        """
    }

    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
        <scenes>
    \(scene("tabs", """
                        <tabBarController id="tabs" customClass="TabsController" customModule="Unwinds" customModuleProvider="target" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar-tabs">
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="rel-1"/>
                                <segue destination="other" kind="relationship" relationship="viewControllers" id="rel-2"/>
                            </connections>
                        </tabBarController>
    """))
    \(scene("nav", """
                        <navigationController id="nav" customClass="NavController" customModule="Unwinds" customModuleProvider="target" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Lists" id="tbi-nav"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="rel-3"/>
                            </connections>
                        </navigationController>
    """))
    \(scene("list", content("list", "ListViewController", title: "List", buttons: [
        button("b-open", "Open", #"<segue destination="detail" kind="show" id="seg-open"/>"#),
    ])))
    \(scene("detail", content("detail", "DetailViewController", title: "Detail", buttons: [
        button("b-edit", "Edit", #"<segue destination="editor" kind="presentation" modalPresentationStyle="fullScreen" id="seg-edit"/>"#),
    ])))
    \(scene("editor", content("editor", "EditorViewController", title: "Editor", buttons: [
        button("b-done", "Done", #"<segue destination="exit-editor" kind="unwind" identifier="done" unwindAction="unwindToList:" id="seg-done"/>"#),
        button("b-cancel", "Cancel", #"<action selector="cancelTapped:" destination="editor" eventType="touchUpInside" id="act-cancel"/>"#),
    ], connections: #"<segue destination="exit-editor" kind="unwind" identifier="cancel" unwindAction="unwindToList:" id="seg-cancel"/>"#),
    exit: "exit-editor"))
    \(scene("other", content("other", "OtherViewController", title: "Other", buttons: [
        button("b-back", "Back to list", #"<segue destination="exit-other" kind="unwind" identifier="back" unwindAction="unwindToList:" id="seg-back"/>"#),
    ]), exit: "exit-other"))
        </scenes>
    </document>
    """
}
