import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// A script subclass's object is the same object to UIKit from its creation, whatever path
/// hands it to UIKit (issue 13, session 6): a page from a data source, a cell from
/// `cellForRowAt`, controllers in a `viewControllers` array literal. In compiled Swift there is
/// one object: what UIKit receives is the `DayViewController` the method made, so UIKit calls
/// its overrides (Apple's `viewDidLoad()` page: "This method is called after the view
/// controller has loaded its view hierarchy into memory") and `as?`/`is` see its class.
struct ScriptObjectIdentityTests {
    static func run(_ text: String, actions: [ProgramRun.Action] = []) -> RunReport {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program.perform(actions)
    }

    @Test func aPageMadeInTheDataSourceKeepsItsClassAfterASwipe() {
        // /work/briefs/s5/bridgefix-repro/repro/lost-subclass.swift: no UIKit property is set on
        // the page before it is returned. Apple's `pageViewController(_:viewControllerAfter:)`
        // page: the data source returns "the view controller after the given view controller",
        // which the page view controller then shows.
        let report = Self.run("""
        class DayViewController: UIViewController {
            var offset = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                print("Day \\(offset): viewDidLoad")
            }
        }
        class Source: NSObject, UIPageViewControllerDataSource {
            func day(_ offset: Int) -> DayViewController {
                let page = DayViewController()
                page.offset = offset
                return page
            }
            func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
                guard let current = vc as? DayViewController else { return nil }
                return current.offset == 0 ? nil : day(current.offset - 1)
            }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
                guard let current = vc as? DayViewController else { return nil }
                return day(current.offset + 1)
            }
        }
        let source = Source()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = source
        pages.setViewControllers([source.day(0)], direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pages
        window.makeKeyAndVisible()
        """, actions: [.swipeForward, .swipeForward, .swipeBack])
        #expect(report.status == "ok", "\(report)")
        #expect(report.output.contains("Day 0: viewDidLoad\n"))
        #expect(report.output.contains("Day 1: viewDidLoad\n"))
        #expect(report.output.contains("Day 2: viewDidLoad\n"))
    }

    @Test func aCellMadeInCellForRowAtKeepsItsClass() {
        // Apple's `tableView(_:cellForRowAt:)` page: returns "an object inheriting from
        // UITableViewCell that the table view can use for the specified row"; the table keeps it
        // among its `visibleCells` ("the table cells that are visible in the table view").
        let report = Self.run("""
        class NoteCell: UITableViewCell {
            var kind: String { "note" }
        }
        class Notes: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                return NoteCell(style: .default, reuseIdentifier: nil)
            }
        }
        class ListViewController: UIViewController {
            let table = UITableView()
            let notes = Notes()
            override func viewDidLoad() {
                super.viewDidLoad()
                table.frame = view.bounds
                table.dataSource = notes
                view.addSubview(table)
            }
        }
        let list = ListViewController()
        let window = UIWindow()
        window.rootViewController = list
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            let cells = list.table.visibleCells
            print(cells.count, cells.map { ($0 as? NoteCell)?.kind ?? "plain" })
        }
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "2 [\"note\", \"note\"]\n")
    }

    @Test func controllersInAnArrayLiteralKeepTheirClass() {
        // Apple's `viewControllers` page (UITabBarController): "The root view controllers
        // displayed by the tab bar interface"; the tab bar controller keeps them.
        let report = Self.run("""
        class TabViewController: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                print("\\(name): viewDidLoad")
            }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [TabViewController(name: "First"), TabViewController(name: "Second")]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            print(tabs.viewControllers!.map { ($0 as? TabViewController)?.name ?? "plain" })
        }
        """, actions: [.tapTab(1)])
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "First: viewDidLoad\n[\"First\", \"Second\"]\nSecond: viewDidLoad\n")
    }
}
