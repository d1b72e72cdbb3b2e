import Testing
@testable import SimBridge
import UIKitSim

/// Script subclasses of UIKit's containers, and script objects as a plain table's data source.
struct ScriptedContainerTests {
    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    @Test func aNavigationControllerSubclassGetsItsCallbacksAndPushes() throws {
        let program = Self.run("""
        class MainNav: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("nav loaded with", viewControllers.count)
            }
        }
        let nav = MainNav(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(UIViewController(), animated: false)
        print(nav.viewControllers.count, nav.viewControllers[0].navigationController === nav)
        """)
        #expect(program.report?.output == "nav loaded with 1\n2 true\n", "\(String(describing: program.report))")
        #expect(program.simulation.traceLines.contains("MainNav.viewDidLoad"))
        #expect(program.simulation.keyWindow?.rootViewController is UINavigationController)
    }

    @Test func aTabBarControllerSubclassSetsItsTabsInViewDidLoad() throws {
        let program = Self.run("""
        class MainTabs: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let clock = UIViewController()
                clock.title = "Clock"
                let alarms = UIViewController()
                alarms.title = "Alarms"
                viewControllers = [clock, alarms]
                selectedIndex = 1
            }
        }
        let window = UIWindow()
        window.rootViewController = MainTabs()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let tabs = try #require(program.simulation.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.visibleTabTitles == ["Clock", "Alarms"])
        #expect(tabs.selectedViewController?.title == "Alarms")
        #expect(program.simulation.traceLines.contains("MainTabs.viewDidLoad"))
    }

    @Test func aScriptObjectCanBeAPlainTablesDataSourceAndDelegate() throws {
        let program = Self.run("""
        class Fruit: NSObject, UITableViewDataSource, UITableViewDelegate {
            let names = ["Apple", "Pear"]
            var picked = "none"
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = names[indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                picked = names[indexPath.row]
            }
        }
        let fruit = Fruit()
        class ListVC: UIViewController {
            override func loadView() {
                let table = UITableView(frame: .zero)
                table.dataSource = fruit
                table.delegate = fruit
                view = table
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        print(window.rootViewController?.view.subviews.count ?? 0)
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let table = try #require(program.simulation.keyWindow?.rootViewController?.view as? UITableView)
        table.reloadData()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear"])
    }

    @Test func aSplitViewControllerSubclassGetsItsCallbacks() throws {
        let program = Self.run("""
        class NotesSplit: UISplitViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("split loaded with", viewControllers.count)
            }
        }
        let split = NotesSplit()
        split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        window.makeKeyAndVisible()
        print(split.viewControllers[0].splitViewController === split)
        """)
        #expect(program.report?.output == "split loaded with 2\ntrue\n", "\(String(describing: program.report))")
        #expect(program.simulation.traceLines.contains("NotesSplit.viewDidLoad"))
    }

    @Test func scriptInitialisersReachUIKitsDesignatedInitialisers() throws {
        let program = Self.run("""
        class Clock: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                tabBarItem = UITabBarItem(title: "Clock", image: nil, tag: 0)
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override func viewDidLoad() {
                super.viewDidLoad()
                print("clock loaded")
            }
        }
        class Cities: UITableViewController {
            init() {
                super.init(style: .grouped)
                title = "Cities"
            }
            required init?(coder: NSCoder) { fatalError("no storyboard") }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [Clock(), UINavigationController(rootViewController: Cities())]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.output == "clock loaded\n", "\(String(describing: program.report))")
        let tabs = try #require(program.simulation.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.visibleTabTitles.first == "Clock")
        let cities = try #require((tabs.viewControllers?[1] as? UINavigationController)?.topViewController as? UITableViewController)
        #expect(cities.style == .grouped)
        #expect(cities.tableView.numberOfRows(inSection: 0) == 4)
    }
}
