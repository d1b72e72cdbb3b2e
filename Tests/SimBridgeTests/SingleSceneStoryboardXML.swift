@testable import SimBridge

/// Storyboard text as Xcode writes it for tests: one scene, the entry point, whose
/// `ViewController` (id `vc1`, view `v1`) has the given subview elements and outlets.
enum SingleSceneStoryboardXML {
    /// The whole document. `outlets` pairs a property name with the id of its view.
    static func document(subviews: String, outlets: [(property: String, destination: String)]) -> String {
        let connections = outlets.enumerated().map { index, outlet in
            "                        <outlet property=\"\(outlet.property)\" destination=\"\(outlet.destination)\" id=\"o\(index + 1)\"/>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard app: `controllers` (the script's controller classes) with an app
    /// delegate that only has its window, launched from `storyboard` as its main storyboard.
    static func program(controllers: String, storyboard: String) -> ProgramRun {
        let source = controllers + """

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        return ProgramRun(files: [ProgramFile(name: "main.swift", text: source),
                                  ProgramFile(name: "Main.storyboard", text: storyboard)], mainStoryboard: "Main")
    }
}
