import Testing
@testable import UIKitSim

/// Segues fired by the simulator's user actions: a tap on a storyboard button, a tap on a row
/// made from a storyboard prototype cell. Both ask shouldPerformSegue first
/// (uikit-behaviour.md, "Storyboards and segues"; "Table view controller: ... fires a segue
/// attached to the cell").
@Suite struct UserActionSegueTests {
    /// A controller with a table of three rows from the prototype `Choice`.
    final class PickerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        var prepared: [(identifier: String?, sender: Any?)] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Choice", for: indexPath)
            cell.textLabel?.text = "Choice \(indexPath.row)"
            return cell
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, sender))
        }
    }

    static let picker = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="Pck-cc-001">
        <scenes>
            <scene sceneID="Psc-cc-001">
                <objects>
                    <viewController id="Pck-cc-001" customClass="PickerViewController" customModule="Picker" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-cc-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Tbl-cc-001">
                                    <rect key="frame" x="0.0" y="103" width="393" height="715"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Choice" id="Cel-cc-001">
                                            <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                            <connections>
                                                <segue destination="Res-cc-001" kind="presentation" identifier="choose" id="Sgu-cc-001"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="Pck-cc-001" id="Out-cc-001"/>
                                        <outlet property="delegate" destination="Pck-cc-001" id="Out-cc-002"/>
                                    </connections>
                                </tableView>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-cc-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Psc-cc-002">
                <objects>
                    <viewController id="Res-cc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-cc-002"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    @Test func tappingAStoryboardButtonFiresItsSegue() throws {
        let world = StoryboardWorld()
        let detail = try #require(world.make("Main", "NoteDetail") as? NoteViewController)
        let window = world.launch(detail)
        try world.catalogue.withCurrent { try world.simulation.tapButton(titled: "Edit") }
        #expect(detail.presentedViewController is EditorViewController)
        #expect(world.lines.first == "NoteViewController.shouldPerformSegue(withIdentifier:sender:) editNote")
        _ = window
    }

    @Test func tappingARowFromAPrototypeFiresTheCellSegue() throws {
        let world = StoryboardWorld(extra: ["Picker": Self.picker])
        let registry = StoryboardClassRegistry()
        registry.register("PickerViewController") { PickerViewController() }
        world.catalogue.classResolver = registry
        let picker = try #require(world.make("Picker") as? PickerViewController)
        let window = world.launch(picker)
        let table = try #require(picker.view.subviews.first as? UITableView)
        world.run { table.reloadData() }
        #expect(table.visibleCells.count == 3)
        world.simulation.clearTrace()
        try world.simulation.tapRow(1)
        #expect(picker.presentedViewController != nil)
        #expect(picker.prepared.first?.identifier == "choose")
        #expect((picker.prepared.first?.sender as? UITableViewCell) === table.visibleCells[1])
        #expect(world.lines.first == "PickerViewController.shouldPerformSegue(withIdentifier:sender:) choose")
        _ = window
    }
}
