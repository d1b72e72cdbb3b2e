import Testing
@testable import SimBridge
import UIKitSim

/// Script subclasses of UIKit's controllers are freed when the script's last reference goes,
/// as in compiled Swift, where an object held only by a function's local is deinitialised when
/// the function returns (uikit-behaviour.md: a popped controller "is released (deinit) if
/// nothing else holds it"); while UIKit holds one, it keeps reaching the script's overrides.
struct ScriptControllerLifetimeTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    @Test func tableAndPageSubclassesHeldOnlyByALocalAreFreed() {
        let report = Self.run("""
        class ListVC: UITableViewController {
            deinit { print("list freed") }
        }
        class PagesVC: UIPageViewController {
            deinit { print("pages freed") }
        }
        class PlainVC: UIViewController {
            deinit { print("plain freed") }
        }
        func makeAndDrop() {
            let list = ListVC()
            let pages = PagesVC(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            let plain = PlainVC()
            print(list.title ?? "-", pages.title ?? "-", plain.title ?? "-")
        }
        makeAndDrop()
        print("end")
        """)
        #expect(report.status == "ok", "\(report)")
        let lines = report.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "- - -")
        #expect(lines.last == "end")
        #expect(Set(lines.dropFirst().dropLast()) == ["list freed", "pages freed", "plain freed"])
    }

    @Test func aTableSubclassHeldOnlyByUIKitStillReachesItsOverrides() throws {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
        class ListVC: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            deinit { print("list freed") }
        }
        func show(in window: UIWindow) {
            window.rootViewController = UINavigationController(rootViewController: ListVC())
        }
        let window = UIWindow()
        show(in: window)
        window.makeKeyAndVisible()
        """)])
        let report = program.run()
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "")
        let navigation = try #require(program.simulation.keyWindow?.rootViewController as? UINavigationController)
        let list = try #require(navigation.topViewController as? UITableViewController)
        #expect(list.tableView.visibleCells.count == 2)
    }
}
