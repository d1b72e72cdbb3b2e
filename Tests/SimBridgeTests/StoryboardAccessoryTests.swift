import Testing
@testable import SimBridge
import UIKitSim

/// A table cell's accessory button: a prototype with `accessoryType="detailDisclosureButton"`
/// whose segue is drawn from the accessory (`trigger="accessoryAction"`, as Xcode writes a
/// segue dragged from the "Accessory Action" of the cell) and another from the cell's
/// selection, tapped with `tap-accessory`.
///
/// Expected behaviour: Apple's `tableView(_:accessoryButtonTappedForRowWith:)`: the delegate is
/// told when the user taps the accessory (detail) button of a row; a detail disclosure button
/// is a button, a checkmark or disclosure indicator is not (Apple's
/// `UITableViewCell.AccessoryType`); a segue triggered from a cell asks `shouldPerformSegue`
/// and gets the cell as sender (uikit-behaviour.md, "Storyboards and segues"). The accessory's
/// segue is its own: selecting the row fires the selection segue only.
struct StoryboardAccessoryTests {
    static let storyboard = NavigationStoryboardXML.document(controllers: [
        """
                    <tableViewController id="list" customClass="ItemsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" id="t1">
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="detailDisclosureButton" indentationWidth="10" reuseIdentifier="Item" textLabel="lab1" id="c1">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="cv1">
                                        <subviews>
                                            <label opaque="NO" text="Title" id="lab1"/>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="info" kind="show" trigger="accessoryAction" identifier="showInfo" id="sg1"/>
                                        <segue destination="info" kind="show" identifier="showItem" id="sg2"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="list" id="o1"/>
                                <outlet property="delegate" destination="list" id="o2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
        """,
        """
                    <viewController id="info" customClass="InfoViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"/>
                    </viewController>
        """,
    ])

    static let source = """
    class ItemsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            if indexPath.row == 1 { cell.accessoryType = .checkmark }
            return cell
        }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            print("accessory tapped", indexPath.row)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            print("selected", indexPath.row)
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", sender is UITableViewCell)
        }
    }
    class InfoViewController: UIViewController {}
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program() -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                           ProgramFile(name: "Main.storyboard", text: Self.storyboard)], mainStoryboard: "Main")
    }

    @Test func tappingTheAccessoryTellsTheDelegateAndFiresTheAccessorySegue() {
        let run = program()
        let report = run.perform([.tapAccessory(0)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception)) \(report.log)")
        #expect(report.output == "accessory tapped 0\nprepare showInfo true\n")
        let navigation = run.simulation.keyWindow?.rootViewController as? UINavigationController
        #expect(navigation?.viewControllers.count == 2)
    }

    @Test func selectingTheRowFiresOnlyTheSelectionSegue() {
        let report = program().perform([.tapRow(0)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "selected 0\nprepare showItem true\n")
    }

    @Test func aCheckmarkIsNoButton() {
        let report = program().perform([.tapAccessory(1)])
        #expect(report.output == "")
        #expect(report.log.last?.hasPrefix("vctutor: could not perform 'tap-accessory: 1': row 1 of the table on screen has no accessory button") == true)
    }
}
