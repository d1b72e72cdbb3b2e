import Foundation
import SwiftSubset
import Testing
@testable import Course

/// User actions performed by the real runner after launch: each kind changes the state as
/// uikit-behaviour.md says, callbacks they reach print into the output, and errors and limits
/// in those callbacks end the run.
struct UserActionRunTests {
    /// A navigation stack [List, Detail], Detail pushed once List is on screen; Detail prints
    /// when it goes, List whenever it appears.
    static let stackOfTwo = """
        class ListViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print("list appeared")
            }
        }
        class DetailViewController: UIViewController {
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                print("detail gone")
            }
        }
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            navigation.pushViewController(DetailViewController(), animated: false)
        }
        """

    @Test func tapBackPopsTheTopAndCallbacksPrintIntoTheOutput() throws {
        let snapshot = SimulatorRunning.run(Self.stackOfTwo, actions: [.tapBack])
        #expect(snapshot.status == .ok)
        let navigation = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        let list = try #require(snapshot.only("ListViewController"))
        #expect(navigation.viewControllers == [list.id])
        #expect(navigation.top == list.id)
        #expect(snapshot.only("DetailViewController") == nil)
        // The list appears once at launch, and again after the pop.
        #expect(snapshot.output == "list appeared\ndetail gone\nlist appeared\n")
        // Pop B back to A (uikit-behaviour.md, "Appearance").
        #expect(snapshot.traceContains(inOrder: [
            "DetailViewController.willMove(toParent:)", "DetailViewController.viewWillDisappear(_:)",
            "ListViewController.viewWillAppear(_:)", "DetailViewController.viewDidDisappear(_:)",
            "ListViewController.viewDidAppear(_:)", "DetailViewController.didMove(toParent:)",
        ]))
    }

    @Test func anObjectFreedInACallbackAnActionReachedRunsItsDeinit() {
        let program = "class Token {\n    let name = \"token\"\n    deinit { print(\"token freed\") }\n}\n"
            + Self.stackOfTwo.replacingOccurrences(
                of: "print(\"detail gone\")", with: "let token = Token()\n        print(\"detail gone with \\(token.name)\")")
        let snapshot = SimulatorRunning.run(program, actions: [.tapBack])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "list appeared\ndetail gone with token\ntoken freed\nlist appeared\n")
    }

    @Test func withoutActionsTheStackStaysAsLaunched() throws {
        let snapshot = SimulatorRunning.run(Self.stackOfTwo)
        let navigation = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        #expect(navigation.viewControllers?.count == 2)
        #expect(snapshot.output == "list appeared\n")
    }

    @Test func aRuntimeErrorInACallbackAnActionReachedIsTheRunsException() throws {
        let program = Self.stackOfTwo.replacingOccurrences(
            of: "print(\"detail gone\")", with: "let none: [Int] = []\n        print(none[0])")
        let snapshot = SimulatorRunning.run(program, actions: [.tapBack, .tapBack])
        #expect(snapshot.status == .exception)
        #expect(snapshot.exception == ExceptionInfo(name: "SwiftRuntimeError", reason: "Fatal error: Index out of range"))
        #expect(snapshot.output == "list appeared\n")
    }

    @Test func anEndlessLoopInACallbackStopsAtTheLimit() {
        let program = Self.stackOfTwo.replacingOccurrences(
            of: "print(\"detail gone\")", with: "var n = 0\n        while true { n += 1 }")
        let snapshot = SimulatorRunning.run(program, actions: [.tapBack], limits: Limits(maxSteps: 100_000))
        #expect(snapshot.status == .limit)
        #expect(RunOutcome(snapshot: snapshot).failureSummary != nil)
    }

    @Test func anActionWithNothingToActOnIsLoggedAndTheRestAreSkipped() throws {
        let snapshot = SimulatorRunning.run(Self.stackOfTwo, actions: [.tapButton("Show"), .tapBack])
        #expect(snapshot.status == .ok)
        let line = try #require(snapshot.log.last)
        #expect(line.contains("tap-button: Show"))
        #expect(line.contains("no button titled 'Show' is on screen"))
        // The tap-back after it was not performed.
        let navigation = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        #expect(navigation.viewControllers?.count == 2)
    }

    @Test func actionsAreNotPerformedAfterAFailedLaunch() {
        let snapshot = SimulatorRunning.run(Self.stackOfTwo + "\nlet numbers = [1]\nprint(numbers[2])\n",
                                            actions: [.tapBack])
        #expect(snapshot.status == .exception)
        #expect(!snapshot.traceLines.contains("DetailViewController.viewWillDisappear(_:)"))
    }

    @Test(.enabled(if: SimulatorRunning.bridgeOffers("UIButton")))
    func tapButtonRunsTheTargetAction() throws {
        let snapshot = SimulatorRunning.run("""
            class ComposeViewController: UIViewController {}
            class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .system)
                    button.setTitle("Compose", for: .normal)
                    button.addTarget(self, action: #selector(compose), for: .touchUpInside)
                    view.addSubview(button)
                }
                @objc func compose() {
                    print("composing")
                    present(ComposeViewController(), animated: true, completion: nil)
                }
            }
            let window = UIWindow()
            window.rootViewController = InboxViewController()
            window.makeKeyAndVisible()
            """, actions: [.tapButton("Compose")])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "composing\n")
        let inbox = try #require(snapshot.only("InboxViewController"))
        let compose = try #require(snapshot.only("ComposeViewController"))
        #expect(inbox.presented == compose.id)
        #expect(snapshot.traceContains(inOrder: ["ComposeViewController.viewDidLoad", "ComposeViewController.viewDidAppear(_:)"]))
    }

    @Test(.enabled(if: SimulatorRunning.bridgeOffers("UITableViewController", "IndexPath")))
    func tapRowCallsDidSelectRowAt() throws {
        let snapshot = SimulatorRunning.run("""
            class FruitViewController: UITableViewController {
                let fruit = ["Apple", "Pear", "Plum"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    fruit.count
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = fruit[indexPath.row]
                    return cell
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    print("Selected: \\(fruit[indexPath.row])")
                }
            }
            let list = FruitViewController(style: .plain)
            list.title = "Fruit"
            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
            """, actions: [.tapRow(1)])
        #expect(snapshot.status == .ok)
        #expect(snapshot.output == "Selected: Pear\n")
        let list = try #require(snapshot.only("FruitViewController"))
        #expect(list.superclasses == ["UITableViewController", "UIViewController"])
        #expect(list.kind == "UITableViewController")
        #expect(list.title == "Fruit")
    }

    @Test(.enabled(if: SimulatorRunning.bridgeOffers("UITabBarController")))
    func tapTabSelectsTheTabAndLoadsItsViewOnce() throws {
        let snapshot = SimulatorRunning.run("""
            class FirstViewController: UIViewController {}
            class SecondViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("second loaded")
                }
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [FirstViewController(), SecondViewController()]
            let window = UIWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            """, actions: [.tapTab(1), .tapTab(0), .tapTab(1)])
        #expect(snapshot.status == .ok)
        let tabs = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
        let first = try #require(snapshot.only("FirstViewController"))
        let second = try #require(snapshot.only("SecondViewController"))
        #expect(tabs.viewControllers == [first.id, second.id])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selected == second.id)
        // Switching tabs: the new tab's viewDidLoad the first time only (uikit-behaviour.md).
        #expect(snapshot.output == "second loaded\n")
    }

    @Test(.enabled(if: SimulatorRunning.bridgeOffers("UIPageViewController", "UIPageViewControllerDataSource")))
    func swipesTurnPagesAndStopAtTheEnds() throws {
        let program = """
            class PageViewController: UIViewController {
                var number = 0
            }
            class Pages: NSObject, UIPageViewControllerDataSource {
                func page(_ number: Int) -> PageViewController? {
                    if number < 0 || number > 1 { return nil }
                    let page = PageViewController()
                    page.number = number
                    page.title = "Page \\(number)"
                    return page
                }
                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    guard let current = viewController as? PageViewController else { return nil }
                    return page(current.number - 1)
                }
                func pageViewController(_ pageViewController: UIPageViewController,
                                        viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    guard let current = viewController as? PageViewController else { return nil }
                    return page(current.number + 1)
                }
            }
            let source = Pages()
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            pages.dataSource = source
            pages.setViewControllers([source.page(0)!], direction: .forward, animated: false)
            let window = UIWindow()
            window.rootViewController = pages
            window.makeKeyAndVisible()
            """
        func shownTitle(after actions: [UserAction]) throws -> String? {
            let snapshot = SimulatorRunning.run(program, actions: actions)
            #expect(snapshot.status == .ok)
            let pages = try #require(snapshot.controller(snapshot.mainWindow?.rootController))
            #expect(pages.viewControllers?.count == 1)
            return snapshot.controller(pages.viewControllers?.first)?.title
        }
        #expect(try shownTitle(after: [.swipeForward]) == "Page 1")
        // Past the last page the swipe bounces (docs/decisions.md, "Swiping past the last page").
        #expect(try shownTitle(after: [.swipeForward, .swipeForward]) == "Page 1")
        #expect(try shownTitle(after: [.swipeForward, .swipeBack]) == "Page 0")
        #expect(try shownTitle(after: [.swipeBack]) == "Page 0")
    }
}
