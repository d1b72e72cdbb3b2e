import Testing
@testable import SimBridge
import UIKitSim

/// `awakeFromNib()` on objects a storyboard makes (issue 13, session 6). Apple's
/// `awakeFromNib()` page: "The nib-loading infrastructure sends an awakeFromNib message to each
/// object recreated from a nib archive, but only after all the objects in the archive have been
/// loaded and initialized. When an object receives an awakeFromNib message, it is guaranteed to
/// have all its outlet and action connections already established. You must call the super
/// implementation of awakeFromNib to give parent classes the opportunity to perform any
/// additional initialization they require." A scene's controller is made when the storyboard
/// instantiates it, and its view (with the view's outlets) only when the view loads, just before
/// `viewDidLoad` (Apple's `viewDidLoad()` page).
struct AwakeFromNibTests {
    static let source = """
    class ItemCell: UITableViewCell {
        @IBOutlet var nameLabel: UILabel!
        @IBOutlet var valueLabel: UILabel!
        override func awakeFromNib() {
            super.awakeFromNib()
            print("ItemCell: awakeFromNib, label \\(nameLabel?.text ?? "not connected")")
        }
    }
    class ItemsViewController: UITableViewController {
        override func awakeFromNib() {
            super.awakeFromNib()
            print("Items: awakeFromNib")
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            print("Items: viewDidLoad")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        }
    }
    class DetailViewController: UIViewController {}
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

    @Test func aStoryboardsControllerAndCellAwakeBeforeUse() {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.source),
                                         ProgramFile(name: "Main.storyboard", text: StoryboardPrototypeCellTests.storyboard())],
                                 mainStoryboard: "Main")
        let report = program.run()
        #expect(report.status == "ok", "\(report)")
        let lines = report.output.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["Items: awakeFromNib", "Items: viewDidLoad"], "\(lines)")
        #expect(lines.contains("ItemCell: awakeFromNib, label Name"), "\(lines)")
    }
}
