import Testing
@testable import SimBridge
import UIKitSim

/// Bar button items' state and system items, the navigation bar's large titles, the
/// navigation controller's bar flags and toolbar, system tab bar items and table separators
/// through scripts (issue 13).
struct BarItemsTests {
    static let app = """
    class ListViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "List"
            navigationItem.largeTitleDisplayMode = .never
            navigationController?.navigationBar.prefersLargeTitles = true
            navigationController?.hidesBarsOnTap = true
            let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
            let save = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
            save.isEnabled = false
            navigationItem.leftBarButtonItem = share
            navigationItem.rightBarButtonItem = save
            let spacer = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(share))
            let star = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: self, action: #selector(share))
            toolbarItems = [spacer, refresh, UIBarButtonItem(customView: UIProgressView(progressViewStyle: .default)), star]
            print(navigationItem.largeTitleDisplayMode == .never, navigationController?.navigationBar.prefersLargeTitles ?? false,
                  navigationController?.hidesBarsOnTap ?? false)
            print(toolbarItems?.count ?? 0, navigationController?.isToolbarHidden ?? false, save.isEnabled, share.title ?? "nil",
                  toolbarItems?[2].customView != nil, star.image != nil)
        }
        @objc func share() { print("share") }
        @objc func save() { print("save") }
    }
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ListViewController())
    window.makeKeyAndVisible()
    """

    @Test func barFlagsAndToolbarItemsAreKept() {
        // Apple, `isToolbarHidden`: "The default value of this property is true."
        // `toolbarItems`: "If this view controller is embedded inside a navigation controller
        // interface, and the navigation controller displays a toolbar, this property identifies
        // the items to display in that toolbar." A system item drawn as an icon (.action) has
        // no title in the bar.
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.app)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true true true\n4 true false nil true true\n")
    }

    @Test func aDisabledBarButtonIgnoresTheTap() {
        // Apple, `UIBarItem.isEnabled`: "If false, the item is drawn partially dimmed to
        // indicate it is disabled" and does not respond to the user.
        let run = ProgramRun(files: [ProgramFile(name: "main.swift", text: Self.app)])
        let report = run.perform([.tapBarButton("Save")])
        #expect(!report.output.contains("save\n"))
        #expect(report.log.contains { $0.contains("disabled") }, "\(report.log)")
    }

    @Test func systemTabBarItemsKeepTheirTagAndRefuseAnUndocumentedTitle() {
        // Apple, `init(tabBarSystemItem:tag:)`: "You can't change the title and image
        // properties of an item this method creates." What `title` then returns is not
        // documented, so reading it is refused.
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let item = UITabBarItem(tabBarSystemItem: .topRated, tag: 1)
        print(item.tag, item.title ?? "nil")
        """)]).run()
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.contains { $0.message.contains("system tab bar item") }, "\(report.diagnostics)")
    }

    @Test func tablesKeepRowHeightAndSeparatorStyle() {
        // Apple, `UITableView.separatorStyle`: "The default value is
        // UITableViewCell.SeparatorStyle.singleLine."
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let table = UITableView()
        print(table.separatorStyle == .singleLine)
        table.rowHeight = 90
        table.separatorStyle = .none
        print(table.rowHeight, table.separatorStyle == .none)
        """)]).run()
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "true\n90.0 true\n")
    }
}
