import Testing
@testable import SimBridge

/// Wrong arguments to the bridged UIKit API end the run with a clear message, never a trap.
struct BadInputTests {
    static func report(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    @Test func wrongArgumentsNameTheMember() {
        let frame = Self.report("let v = UIView(frame: 5)\n")
        #expect(frame.status == "exception")
        #expect(frame.exception?.reason == "Fatal error: UIView(frame:) expects a CGRect as argument 1")
        let dequeue = Self.report("""
        let table = UITableView(frame: .zero)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: 3)
        """)
        #expect(dequeue.exception?.reason == "Fatal error: dequeueReusableCell(withIdentifier:for:) expects an identifier and an IndexPath")
        let tabs = Self.report("""
        let tabs = UITabBarController()
        tabs.viewControllers = [UIView()]
        """)
        #expect(tabs.exception?.reason == "Fatal error: viewControllers expects an array of view controllers")
    }

    /// Something unsupported reached only by a user action (here a member UIKitSim lacks, in a
    /// pushed controller's viewWillAppear) refuses the run as at launch: status `diagnostics`
    /// with a diagnostic naming the member, not an empty list.
    @Test func anUnsupportedMemberReachedByAnActionIsNamed() {
        let source = """
        class Detail: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.hidesBarsOnSwipe = true
            }
        }
        class Home: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(type: .system)
                button.setTitle("Next", for: .normal)
                button.addAction(UIAction { _ in self.navigationController?.pushViewController(Detail(), animated: true) }, for: .touchUpInside)
                view.addSubview(button)
            }
        }
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: Home())
        window.makeKeyAndVisible()
        """
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)]).perform([.tapButton("Next")])
        #expect(report.status == "diagnostics")
        let diagnostic = report.diagnostics.first
        #expect(diagnostic?.message.contains("hidesBarsOnSwipe") == true, "\(report.diagnostics)")
    }

    @Test func nilPagesAndTabsAreAccepted() {
        let report = Self.report("""
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.setViewControllers(nil, direction: .forward, animated: false, completion: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers(nil, animated: false)
        print(pages.viewControllers == nil, tabs.viewControllers == nil)
        """)
        #expect(report.status == "ok", "\(report)")
        #expect(report.output == "true true\n")
    }

    @Test func aCellForRowThatReloadsForeverHitsALimit() {
        let report = Self.report("""
        class Loop: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.reloadData()
                return UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let window = UIWindow()
        window.rootViewController = Loop()
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "limit")
    }
}
