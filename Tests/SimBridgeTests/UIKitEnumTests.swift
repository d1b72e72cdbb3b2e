import Testing
@testable import SimBridge

/// UIKit's enums written in full (`UITableViewCell.CellStyle.subtitle`) or as `.case`.
struct UIKitEnumTests {
    @Test func nestedEnumsAreReachableThroughTheirClass() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        let d = UIPageViewController.NavigationDirection.forward
        let e: UIPageViewController.NavigationDirection = .reverse
        let style: UIModalPresentationStyle = .formSheet
        let cell = UITableViewCell(style: UITableViewCell.CellStyle.subtitle, reuseIdentifier: "Row")
        print(d == .forward, e == d, style == UIModalPresentationStyle.formSheet, cell.reuseIdentifier ?? "-")
        """)]).run()
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "true false true Row\n")
    }
}
