import Testing
@testable import SimBridge
import UIKitSim

/// UIKit APIs that correct solutions use and the simulator lacked (issue 17): table selection,
/// `makeKey()`, the iOS 13 storyboard API, child and view transitions, autoresizing. Each
/// expectation cites Apple's documentation beside it.
struct MissingUIKitAPITests {
    static func run(_ text: String, storyboards: [String: String] = [:]) -> ProgramRun {
        let boards = storyboards.map { ProgramFile(name: $0.key + ".storyboard", text: $0.value) }
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)] + boards)
        program.run()
        return program
    }

    static let list = """
    class ListVC: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "row \\(indexPath.row)"
            return cell
        }

    """

    // Apple, UITableView.indexPathForSelectedRow: "An index path identifying the row and
    // section indexes of the selected row"; deselectRow(at:animated:): "Deselects a given row
    // identified by index path"; a tap selects the row before tableView(_:didSelectRowAt:)
    // ("Tells the delegate a row is selected").
    @Test func aTapSelectsTheRowAndDeselectRowClearsIt() {
        let program = Self.run(Self.list + """
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                print("selected", tableView.indexPathForSelectedRow?.row ?? -1)
                tableView.deselectRow(at: indexPath, animated: true)
                print("after deselect", tableView.indexPathForSelectedRow == nil)
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let report = program.perform([.tapRow(1)])
        #expect(report.output == "selected 1\nafter deselect true\n", "\(report)")
    }

    // Apple, UITableViewController.clearsSelectionOnViewWillAppear: "The default value of this
    // property is true. When true, the table view controller clears the table's current
    // selection when it receives a viewWillAppear(_:) message. Setting this property to false
    // preserves the selection."
    @Test(arguments: [true, false])
    func theTableControllerClearsTheSelectionInViewWillAppear(clears: Bool) {
        let program = Self.run(Self.list + """
            override func viewDidLoad() {
                super.viewDidLoad()
                clearsSelectionOnViewWillAppear = \(clears)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("will appear", tableView.indexPathForSelectedRow?.row ?? -1)
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(UIViewController(), animated: false)
            }
        }
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: ListVC())
        window.makeKeyAndVisible()
        """)
        let report = program.perform([.tapRow(2), .tapBack])
        #expect(report.output == "will appear -1\nwill appear \(clears ? -1 : 2)\n", "\(report)")
    }

    // Apple, UITableView.indexPath(for:): "An index path representing the row and section of
    // the cell, or nil if the index path is invalid."
    @Test func indexPathForACellOnScreenAndForAStrangerCell() {
        let program = Self.run(Self.list + """
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
                print(tableView.indexPath(for: cell)?.row ?? -1)
                print(tableView.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
            }
        }
        let window = UIWindow()
        window.rootViewController = ListVC()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.output == "2\ntrue\n", "\(String(describing: program.report))")
    }

    // Apple, UIWindow.makeKeyAndVisible(): "Shows the current window and makes it the key
    // window"; makeKey(): "Makes the window the key window" (without showing it).
    @Test func makeKeyMakesTheWindowKeyWithoutShowingIt() {
        let program = Self.run("""
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKey()
        print(window.isKeyWindow, window.isHidden)
        window.isHidden = false
        print(window.isKeyWindow, window.isHidden)
        """)
        #expect(program.report?.output == "true true\ntrue false\n", "\(String(describing: program.report))")
        #expect(program.simulation.keyWindow?.rootViewController?.viewIfLoaded?.window != nil)
    }

    // Apple, UIViewController.transition(from:to:duration:options:animations:completion:):
    // "This method adds the second view controller's view to the view hierarchy and then
    // performs the animations defined in your animations block. After the animation completes,
    // it removes the first view controller's view from the view hierarchy." The caller sends
    // willMove/addChild before and removeFromParent/didMove in the completion.
    @Test func transitionFromToSwapsTheChildrensViews() throws {
        let program = Self.run("""
        class Page: UIViewController {
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(title!) did appear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\\(title!) did disappear") }
        }
        class Shell: UIViewController {
            let first = Page()
            override func viewDidLoad() {
                super.viewDidLoad()
                first.title = "first"
                addChild(first)
                view.addSubview(first.view)
                first.didMove(toParent: self)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard children.count == 1 else { return }
                let second = Page()
                second.title = "second"
                first.willMove(toParent: nil)
                addChild(second)
                transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve], animations: {
                    print("animations")
                }) { finished in
                    self.first.removeFromParent()
                    second.didMove(toParent: self)
                    print("completion", finished, self.children.count, self.view.subviews.count)
                }
            }
        }
        let window = UIWindow()
        window.rootViewController = Shell()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let output = program.report?.output ?? ""
        // Apple documents no order between the appearance callbacks and the completion.
        for line in ["first did appear", "animations", "second did appear", "first did disappear", "completion true 1 1"] {
            #expect(output.split(separator: "\n").filter { $0 == line }.count == 1, "\(line): \(output)")
        }
        let shell = try #require(program.simulation.keyWindow?.rootViewController)
        #expect(shell.children.map(\.title) == ["second"])
        #expect(shell.view.subviews.count == 1 && shell.view.subviews.first === shell.children.first?.view)
    }

    // Apple, UIView.transition(from:to:duration:options:completion:): fromView "is removed
    // from its superview as part of the transition"; toView "is added to the superview of
    // fromView". UIView.transition(with:duration:options:animations:completion:) makes the
    // animations block's changes; both call the completion with true when the animation ends.
    @Test func viewTransitionsSwapViewsAndRunTheirBlocks() {
        let program = Self.run("""
        let box = UIView()
        let old = UILabel()
        old.text = "old"
        let new = UILabel()
        new.text = "new"
        box.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0, options: [.transitionFlipFromLeft]) { done in
            print("swapped", done, box.subviews.count, old.superview == nil, new.superview === box)
        }
        UIView.transition(with: box, duration: 0.25, options: .transitionCrossDissolve, animations: {
            box.backgroundColor = .red
        }) { done in
            print("with", done)
        }
        print("called")
        """)
        #expect(program.report?.output == "called\nswapped true 1 true true\nwith true\n", "\(String(describing: program.report))")
    }

    // Apple, UIStoryboard.instantiateViewController(identifier:creator:) (iOS 13): the creator
    // defaults to nil, and then the storyboard makes the scene's own class.
    @Test func theIOS13IdentifierAPIWithoutACreatorMakesTheScenesClass() {
        let board = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a"><objects>
                    <viewController storyboardIdentifier="Detail" id="d1" customClass="DetailVC" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
        let program = Self.run("""
        class DetailVC: UIViewController {
            var note = "none"
        }
        let board = UIStoryboard(name: "Main", bundle: nil)
        let detail: DetailVC = board.instantiateViewController(identifier: "Detail")
        detail.note = "set"
        print(detail.note, type(of: detail))
        """, storyboards: ["Main": board])
        #expect(program.report?.output == "set DetailVC\n", "\(String(describing: program.report))")
    }

    // Apple, UIView.autoresizingMask: "When a view's bounds change, that view automatically
    // resizes its subviews according to each subview's autoresizing mask ... When more than
    // one option along the same axis is set, the default behavior is to distribute the size
    // difference proportionally among the flexible portions."
    @Test func autoresizingFollowsTheSuperviewsSize() {
        let program = Self.run("""
        let shell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: shell.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let shared = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 10))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for view in [fill, corner, fixed, shared] { shell.addSubview(view) }
        shell.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        print(fill.frame.width, fill.frame.height)
        print(corner.frame.origin.x, corner.frame.origin.y)
        print(fixed.frame.origin.x, fixed.frame.width)
        print(shared.frame.origin.x, shared.frame.width)
        print(fill.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        """)
        // shared: 100 extra points over margins 25 + width 50 + margin 25, in proportion.
        #expect(program.report?.output == "200.0 300.0\n180.0 280.0\n10.0 20.0\n50.0 100.0\ntrue\n",
                "\(String(describing: program.report))")
    }

    // Apple, UIModalPresentationStyle.fullScreen: "The views belonging to the presenting view
    // controller are removed after the presentation completes." UIKit reads
    // modalPresentationStyle through the presented object, so a subclass's overriding getter
    // decides the style.
    @Test func anOverriddenPresentationStyleGetterIsWhatUIKitReads() throws {
        let program = Self.run("""
        class Compose: UIViewController {
            override var modalPresentationStyle: UIModalPresentationStyle {
                get { .fullScreen }
                set { }
            }
            override var modalTransitionStyle: UIModalTransitionStyle {
                get { .crossDissolve }
                set { }
            }
        }
        class Inbox: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if presentedViewController == nil { present(Compose(), animated: false) }
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                print("inbox did disappear")
            }
        }
        let window = UIWindow()
        window.rootViewController = Inbox()
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.output == "inbox did disappear\n", "\(String(describing: program.report))")
        let inbox = try #require(program.simulation.keyWindow?.rootViewController)
        let compose = try #require(inbox.presentedViewController)
        #expect(compose.modalPresentationStyle == .fullScreen)
        #expect(compose.modalTransitionStyle == .crossDissolve)
        #expect(inbox.viewIfLoaded?.window == nil)
    }

    // Apple, UIViewController.hidesBottomBarWhenPushed: "The value of this property on the
    // topmost view controller determines whether the toolbar is visible. If the value of this
    // property is true, the toolbar is hidden." The simulator applies it to a tab bar
    // controller's bar, for the selected tab's navigation stack; a subclass's overriding
    // getter counts as the value.
    @Test(arguments: ["detail.hidesBottomBarWhenPushed = true", "_ = 0"])
    func theTopControllerHidesTheTabBar(setting: String) throws {
        let program = Self.run("""
        class Detail: UIViewController {}
        class Overriding: UIViewController {
            override var hidesBottomBarWhenPushed: Bool { get { true } set { } }
        }
        class List: UIViewController {
            var pushed = false
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                guard !pushed else { return }
                pushed = true
                let detail = \(setting.hasPrefix("detail") ? "Detail()" : "Overriding()")
                \(setting)
                navigationController?.pushViewController(detail, animated: false)
            }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: List()), UIViewController()]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        let tabs = try #require(program.simulation.keyWindow?.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.isHidden)
        _ = program.perform([.tapBack])
        #expect(!tabs.tabBar.isHidden)
    }
}
