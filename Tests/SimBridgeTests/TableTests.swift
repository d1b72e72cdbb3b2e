import Testing
@testable import SimBridge
import UIKitSim

/// Script subclasses of UITableViewController: rows, cells, selection, errors in callbacks.
struct TableTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func cellsMadeInCellForRowShowTheirText() throws {
        let program = Self.run("""
        class ListVC: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
                cell.textLabel?.text = "Row \\(indexPath.row) in \\(indexPath.section)"
                return cell
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let table = try #require((program.simulation.keyWindow?.rootViewController as? UITableViewController)?.tableView)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0 in 0", "Row 1 in 0"])
        #expect(table.visibleCells.map(\.reuseIdentifier) == ["Row", "Row"])
    }

    @Test func reloadDataAsksForTheRowsAgain() throws {
        let program = Self.run("""
        class ListVC: UITableViewController {
            var names = ["a"]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = names[indexPath.row]
                return cell
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                names.append("b")
                tableView.reloadData()
                print(tableView.numberOfRows(inSection: 0), tableView.visibleCells.count)
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.output == "2 2\n", "\(String(describing: program.report))")
        let table = try #require((program.simulation.keyWindow?.rootViewController as? UITableViewController)?.tableView)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b"])
    }

    @Test func aTappedRowReachesTheScriptsDidSelect() throws {
        let program = Self.run("""
        class ListVC: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                title = "picked \\(indexPath.row)"
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        try program.simulation.tapRow(2)
        #expect(program.simulation.keyWindow?.rootViewController?.title == "picked 2")
    }

    @Test func aNilUnwrappedInCellForRowEndsTheRunWithAnException() {
        let program = Self.run("""
        class ListVC: UITableViewController {
            var names: [String]? = nil
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = names![indexPath.row]
                return cell
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        print("not reached")
        """)
        #expect(program.report?.status == "exception")
        #expect(program.report?.exception?.reason == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        // The table asks for its cells when it is laid out, in the commit that ends the turn
        // (uikit-behaviour.md, "Time"), so the top-level code has finished by then.
        #expect(program.report?.output == "not reached\n")
    }

    @Test func aPlainTableViewControllerHasNoRows() {
        let program = Self.run("""
        let list = UITableViewController()
        print(list.tableView.numberOfSections, list.tableView.numberOfRows(inSection: 0))
        let path = IndexPath(row: 4, section: 1)
        print(path.row, path.section)
        """)
        // UITableViewController's own data source: one section, no rows (UIKitSim, as UIKit).
        #expect(program.report?.output == "1 0\n4 1\n", "\(String(describing: program.report))")
    }

    @Test func aScriptErrorAfterTheRunEndsTheSimulatedApp() throws {
        let program = Self.run("""
        class ListVC: UITableViewController {
            var picked: [String]? = nil
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                title = picked![indexPath.row]
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok")
        try program.simulation.tapRow(1)
        // No script code is left to rethrow into: the error ends the app, and checks see it.
        #expect(program.simulation.uncaughtException?.reason == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(!program.simulation.isAlive)
    }
}
