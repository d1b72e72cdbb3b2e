import Testing
@testable import SimBridge
import UIKitSim

/// Sizes a script may set that are not ordinary numbers of points: the run and its drawings
/// must go on (a learner's code never crashes the process).
struct ScriptGeometryEdgeTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    /// UIKit accepts a row height of 0: every row is laid out, each zero points high.
    @Test func aRowHeightOfZeroLaysOutRowsWithNoHeight() throws {
        let program = Self.run("""
        class ListVC: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.rowHeight = 0
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        print("shown")
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(program.report?.output == "shown\n")
        let table = try #require((program.simulation.keyWindow?.rootViewController as? UITableViewController)?.tableView)
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.allSatisfy { $0.frame.height == 0 })
    }

    /// A frame too large for an integer is printed as Swift prints the Double (`1e+300`).
    @Test func theTreeShowsAFrameTooLargeForAnInteger() {
        let program = Self.run("""
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel()
        label.frame = CGRect(x: 0, y: 0, width: 1e300, height: 20)
        controller.view.addSubview(label)
        """)
        #expect(program.report?.status == "ok")
        #expect(program.tree.contains("(0 0; 1e+300 20)"), "\(program.tree)")
    }
}
