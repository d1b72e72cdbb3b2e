import Testing
@testable import SimBridge
import UIKitSim

/// Collection views (issue 13, session 7): script subclasses of UICollectionViewController,
/// storyboard prototypes with custom cells, the `tap-item` action, and the unregistered
/// identifier's exception. Each expectation cites Apple's documentation beside it.
struct CollectionViewTests {
    /// The program run, and its report after `actions`.
    static func run(_ files: [ProgramFile], actions: [ProgramRun.Action] = [],
                    mainStoryboard: String? = nil) -> (program: ProgramRun, report: RunReport) {
        let program = ProgramRun(files: files, mainStoryboard: mainStoryboard)
        return (program, program.perform(actions))
    }

    static func run(_ text: String) -> RunReport {
        run([ProgramFile(name: "main.swift", text: text)]).report
    }

    /// Apple, `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)`:
    /// the data source says how many items and makes each one's cell; `numberOfSections(in:)`:
    /// "If you don't implement this method, the collection view uses a default value of 1."
    @Test func itemsComeFromTheScriptsDataSourceMethods() throws {
        let report = Self.run("""
        class Cell: UICollectionViewCell {
            var title = ""
        }
        class Grid: UICollectionViewController {
            var names = ["a", "b", "c"]
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(Cell.self, forCellWithReuseIdentifier: "Cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                names.count
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! Cell
                cell.title = names[indexPath.item]
                return cell
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print(collectionView.numberOfSections, collectionView.numberOfItems(inSection: 0), collectionView.visibleCells.count)
                names.append("d")
                collectionView.reloadData()
                let last = collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? Cell
                print(last?.title ?? "none", last?.reuseIdentifier ?? "none", collectionView.visibleCells.count)
            }
        }
        let window = UIWindow()
        window.rootViewController = Grid()
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "1 3 3\nd Cell 4\n")
    }

    /// Apple, `UICollectionViewCell.backgroundView`: nil by default; the view "is placed behind
    /// the content view and its frame is automatically adjusted so that it fills the bounds of
    /// the cell". `selectedBackgroundView`: nil by default, "displayed just above the background
    /// view when the cell is selected" (the cell here is not selected, so it is not shown).
    @Test func aCellsBackgroundViewsFillItAndSitBehind() {
        let report = Self.run("""
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        print(cell.backgroundView == nil, cell.selectedBackgroundView == nil)
        let label = UILabel()
        cell.addSubview(label)
        let red = UIView(frame: .zero)
        cell.backgroundView = red
        cell.selectedBackgroundView = UIView()
        print(red.frame.width, red.frame.height, cell.subviews.first === red, cell.subviews.count)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true true\n50.0 40.0 true 2\n")
    }

    /// Apple, `dequeueReusableCell(withReuseIdentifier:for:)`: "You must register a class or
    /// nib file using the register(_:forCellWithReuseIdentifier:) method before calling this
    /// method"; the exception's text is UIKit's as crash logs quote it ("could not dequeue a
    /// view of kind: UICollectionElementKindCell with identifier … - must register a nib or a
    /// class for the identifier or connect a prototype cell in a storyboard").
    @Test func dequeueingAnUnregisteredIdentifierRaises() {
        let report = Self.run("""
        class Grid: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath)
            }
        }
        let window = UIWindow()
        window.rootViewController = Grid()
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "exception")
        #expect(report.exception?.name == "NSInternalInconsistencyException")
        #expect(report.exception?.reason.hasPrefix(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing") == true)
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="grid">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <collectionViewController id="grid" customClass="Grid" sceneMemberID="viewController">
                        <collectionView key="view" dataMode="prototypes" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="fl">
                                <size key="itemSize" width="140" height="180"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell reuseIdentifier="Person" id="proto" customClass="PersonCell">
                                    <view key="contentView" id="content">
                                        <subviews>
                                            <label text="Label" id="nameLabel"/>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="name" destination="nameLabel" id="o1"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="grid" id="o2"/>
                                <outlet property="delegate" destination="grid" id="o3"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let storyboardApp = """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    class PersonCell: UICollectionViewCell {
        @IBOutlet var name: UILabel!
    }
    class Grid: UICollectionViewController {
        let people = ["Ann", "Bo"]
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            people.count
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Person", for: indexPath) as! PersonCell
            cell.name.text = people[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            let cell = collectionView.cellForItem(at: indexPath) as? PersonCell
            print("selected", indexPath.item, indexPath.section, cell?.name.text ?? "none")
        }
    }
    """

    /// Storyboard prototypes: iOS registers each prototype's reuse identifier (Apple,
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: "…or connect a prototype cell in a
    /// storyboard"), makes the prototype's custom class with its outlets connected; a tap on an
    /// item reaches `collectionView(_:didSelectItemAt:)` (Apple: "Tells the delegate that the
    /// item at the specified index path was selected").
    @Test func storyboardPrototypesAndATappedItem() throws {
        let (program, report) = Self.run([
            ProgramFile(name: "App.swift", text: Self.storyboardApp),
            ProgramFile(name: "Main.storyboard", text: Self.storyboard),
        ], actions: [.tapItem(1)], mainStoryboard: "Main")
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "selected 1 0 Bo\n")
        let grid = try #require(program.simulation.keyWindow?.rootViewController as? UICollectionViewController)
        let cells = try #require(grid.collectionView?.visibleCells)
        #expect(cells.count == 2)
        #expect(cells.map(\.reuseIdentifier) == ["Person", "Person"])
        // The flow layout's item size from the storyboard: two 140-point items side by side.
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 140, height: 180), CGRect(x: 140, y: 0, width: 140, height: 180)])
    }

    @Test func tappingAnItemThatIsNotThereSaysSo() {
        let report = Self.run([
            ProgramFile(name: "App.swift", text: Self.storyboardApp),
            ProgramFile(name: "Main.storyboard", text: Self.storyboard),
        ], actions: [.tapItem(5)], mainStoryboard: "Main").report
        #expect(report.log.last?.hasPrefix(
            "vctutor: could not perform 'tap-item: 5': the collection view on screen has no item 5 in section 0") == true,
                "\(report.log)")
    }

    @Test func theTapItemActionReadsBackAsWritten() throws {
        #expect(try ProgramRun.Action(text: "tap-item: 3") == .tapItem(3))
        #expect(ProgramRun.Action.tapItem(3).description == "tap-item: 3")
    }
}
