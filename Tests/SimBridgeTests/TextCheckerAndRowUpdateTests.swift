import Testing
@testable import SimBridge

/// `UITextChecker` (only the answer that needs no dictionary), `NSRange`, and a table's
/// `insertRows(at:with:)`/`deleteRows(at:with:)`.
@Suite struct TextCheckerAndRowUpdateTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: "import UIKit\n" + text)]).run()
    }

    @Test func rangesPrintAsFoundationPrintsThem() {
        // swiftc 6.3 here: `print(NSMakeRange(0, 3), r.location, r.length, NSNotFound == Int.max)`
        // prints "{0, 3} 0 3 true".
        let report = Self.run("""
        let r = NSMakeRange(0, 3)
        print(r, r.location, r.length, NSNotFound == Int.max)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "{0, 3} 0 3 true\n")
    }

    @Test func anEmptyRangeHasNoMisspelledWord() {
        // Apple, `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`: "If no misspelled
        // word is found, the location field of the returned range is set to NSNotFound"; an
        // empty range holds no word.
        let report = Self.run("""
        let checker = UITextChecker()
        let found = checker.rangeOfMisspelledWord(in: "", range: NSMakeRange(0, 0), startingAt: 0, wrap: false, language: "en")
        print(found.location == NSNotFound)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true\n")
    }

    @Test func aWordNeedsTheDevicesDictionaryAndIsRefused() {
        let report = Self.run("""
        let checker = UITextChecker()
        print("checking")
        _ = checker.rangeOfMisspelledWord(in: "silk", range: NSMakeRange(0, 4), startingAt: 0, wrap: false, language: "en")
        """)
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.contains { $0.message.contains("whether 'silk' is spelled correctly cannot be known") }, "\(report.diagnostics)")
    }

    static let table = """
    class List: UITableViewController {
        var words = ["a"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = words[indexPath.row]
            return cell
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            words.insert("b", at: 0)
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            print(tableView.visibleCells.count, tableView.visibleCells.first?.textLabel?.text ?? "-")
            %@
        }
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = List(style: .plain)
    window.makeKeyAndVisible()
    """

    @Test func insertedRowsAreAskedForAtOnce() {
        // Apple, `insertRows(at:with:)`: "UITableView calls the relevant delegate and data source
        // methods immediately afterward to get the cells and other content for visible cells".
        let report = Self.run(Self.table.replacingOccurrences(of: "%@", with: ""))
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "2 b\n")
    }

    @Test func aCountThatDoesNotAddUpEndsTheAppAsUIKitDoes() {
        // UIKit's reason as a recorded log prints it (devhide.com, "Terminating app due to
        // uncaught exception 'NSInternalInconsistencyException'", question 20633782: "Invalid
        // update: invalid number of rows in section 0.  The number of rows contained in an
        // existing section after the update (1) must be equal to the number of rows contained in
        // that section before the update (7), plus or minus the number of rows inserted or
        // deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows
        // moved into or out of that section (0 moved in, 0 moved out).").
        let report = Self.run(Self.table.replacingOccurrences(of: "%@", with: "tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)"))
        #expect(report.exception?.name == "NSInternalInconsistencyException")
        #expect(report.exception?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)") == true,
                "\(String(describing: report.exception))")
    }
}
