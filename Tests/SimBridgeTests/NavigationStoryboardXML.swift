/// Storyboard text as Xcode writes it for tests: a navigation controller (the entry point)
/// whose root is the scene `list`, then the given scenes' controller elements.
enum NavigationStoryboardXML {
    /// The whole document; each of `controllers` is one controller element (it gets its own scene).
    static func document(controllers: [String]) -> String {
        let scenes = controllers.enumerated().map { index, controller in
            """
                    <scene sceneID="s\(index + 1)">
                        <objects>
            \(controller)
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(scenes)
            </scenes>
        </document>
        """
    }
}
