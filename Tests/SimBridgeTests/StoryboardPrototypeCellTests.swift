import Testing
@testable import SimBridge
import UIKitSim

/// Prototype cells with a custom class and outlets, the LootLogger pattern (Big Nerd Ranch,
/// iOS Programming 7th ed., "Custom cells": an `ItemCell` prototype whose labels are outlets,
/// dequeued with `dequeueReusableCell(withIdentifier:for:)`).
///
/// Sources: Apple's `dequeueReusableCell(withIdentifier:for:)` page: a storyboard prototype's
/// identifier is registered, and the cell comes back of the prototype's class; outlets are
/// connected while the cell is loaded, `-[UINib instantiateWithOwner:options:]` →
/// `-[UIRuntimeOutletConnection connect]` (device stack from `dequeueReusableCell`,
/// https://forums.developer.apple.com/forums/thread/657076), whose missing property gives
/// "[<UITableViewCell 0x7fb48e81a800> setValue:forUndefinedKey:]: this class is not key value
/// coding-compliant for the key badgeImage."; selecting the cell fires its segue
/// (uikit-behaviour.md, "Storyboards and segues").
struct StoryboardPrototypeCellTests {
    static func storyboard(outlet: String = "nameLabel") -> String {
        NavigationStoryboardXML.document(controllers: [
            """
                        <tableViewController id="list" customClass="ItemsViewController" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="ItemCell" id="c1" customClass="ItemCell">
                                        <tableViewCellContentView key="contentView" id="cv1">
                                            <subviews>
                                                <label opaque="NO" text="Name" id="l1"/>
                                                <label opaque="NO" text="Value" id="l2"/>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="\(outlet)" destination="l1" id="o1"/>
                                            <outlet property="valueLabel" destination="l2" id="o2"/>
                                            <segue destination="detail" kind="show" identifier="showItem" id="sg1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
            """,
            """
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" id="v2"/>
                        </viewController>
            """,
        ])
    }

    static let source = """
    class ItemCell: UITableViewCell {
        @IBOutlet var nameLabel: UILabel!
        @IBOutlet var valueLabel: UILabel!
    }
    class ItemsViewController: UITableViewController {
        let items = ["Lamp", "Chair"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath) as! ItemCell
            print("was", cell.nameLabel.text ?? "nil", cell.valueLabel.text ?? "nil")
            cell.nameLabel.text = items[indexPath.row]
            return cell
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            print("prepare", segue.identifier ?? "nil", (sender as? ItemCell)?.nameLabel.text ?? "?")
        }
    }
    class DetailViewController: UIViewController {}
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    func program(storyboard: String = Self.storyboard()) -> ProgramRun {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                           ProgramFile(name: "Main.storyboard", text: storyboard)], mainStoryboard: "Main")
    }

    @Test func customCellsComeWithTheirOutletsConnected() {
        let report = program().perform([.tapRow(1)])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output.hasPrefix("was Name Value\nwas Name Value\n"))
        #expect(report.output.hasSuffix("prepare showItem Chair\n"))
    }

    @Test func aCellOutletToAMissingPropertyRaises() {
        let report = program(storyboard: Self.storyboard(outlet: "badgeImage")).run()
        #expect(report.exception?.name == "NSUnknownKeyException")
        #expect(report.exception?.reason.hasPrefix("[<ItemCell 0x") == true)
        #expect(report.exception?.reason.hasSuffix("this class is not key value coding-compliant for the key badgeImage.") == true)
    }
}
