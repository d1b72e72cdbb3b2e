import UIKitSim

private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    diffPrint(items, separator: separator, terminator: terminator)
}

// Compiled natively against UIKitSim AND interpreted through SimBridge (DifferentialTests):
// subclasses of UIWindow, UIView (a controller's view from loadView, and a subview), UILabel,
// UITableViewCell (registered and dequeued) and of every container, each with an override
// that calls super and a stored property, seen through `is`, `as?`, `as!` and `type(of:)`
// where the object comes back (`view`, `window`, `children`, `visibleCells`...).
// BEGIN PROGRAM
class DiffMainWindow: UIWindow {
    var shownControllers = 0

    override func makeKeyAndVisible() {
        super.makeKeyAndVisible()
        print("key window", isKeyWindow)
    }
}

class DiffHypnosisView: UIView {
    var rings = 3
    var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

class DiffBadgeLabel: UILabel {
    var badge = "new"
}

class DiffPillButton: UIButton {
    var pill = true
}

class DiffSlideSegue: UIStoryboardSegue {
    var slides = 0

    override func perform() {
        slides += 1
        super.perform()
        print("slide to", type(of: destination), destination is DiffHypnosisVC)
    }
}

class DiffHypnosisVC: UIViewController {
    override func loadView() {
        let hypnosis = DiffHypnosisView(frame: UIScreen.main.bounds)
        hypnosis.addSubview(DiffBadgeLabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
        let button = DiffPillButton(type: .system)
        button.setTitle("Pill", for: .normal)
        hypnosis.addSubview(button)
        view = hypnosis
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("view is hypnosis:", view is DiffHypnosisView)
        if let hypnosis = view as? DiffHypnosisView {
            hypnosis.rings += 1
            print("rings", hypnosis.rings)
        }
        let label = view.subviews[0] as! DiffBadgeLabel
        print("badge", label.badge, type(of: label))
        if let button = view.subviews[1] as? DiffPillButton {
            print("button", button.pill, button.currentTitle ?? "-", button is UIControl)
        }
    }
}

class DiffSubjectCell: UITableViewCell {
    var marked = false
    var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

class DiffRowsVC: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DiffSubjectCell.self, forCellReuseIdentifier: "Subject")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 2 + super.tableView(tableView, numberOfRowsInSection: section)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Subject", for: indexPath)
        if let subject = cell as? DiffSubjectCell {
            subject.marked = indexPath.row == 1
        }
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

class DiffStackNav: UINavigationController {
    var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        print("stack will appear with", viewControllers.count, "controller(s)")
    }
}

class DiffTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("tabs loaded")
    }
}

class DiffSplit: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("split loaded with", viewControllers.count, "controllers")
    }
}

class DiffPages: UIPageViewController {
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        print("pages loaded")
    }
}

/// What the later looks need of the scene the program builds.
final class DiffSubclassesScene {
    let window: DiffMainWindow
    let tabs: DiffTabs
    let hypnosis: DiffHypnosisVC
    let list: DiffRowsVC

    init(window: DiffMainWindow, tabs: DiffTabs, hypnosis: DiffHypnosisVC, list: DiffRowsVC) {
        self.window = window
        self.tabs = tabs
        self.hypnosis = hypnosis
        self.list = list
    }
}

func diffSubclassesProgram() -> DiffSubclassesScene {
    let window = DiffMainWindow()
    let tabs = DiffTabs()
    let hypnosis = DiffHypnosisVC()
    let stack = DiffStackNav(rootViewController: hypnosis)
    let list = DiffRowsVC()
    let split = DiffSplit()
    split.viewControllers = [UIViewController(), UIViewController()]
    let pages = DiffPages(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    tabs.setViewControllers([stack, list, split, pages], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.shownControllers += 1
    return DiffSubclassesScene(window: window, tabs: tabs, hypnosis: hypnosis, list: list)
}

// The looks below run each in a later run-loop turn than the one before: UIKit loads and shows
// what a transition brings when the turn that asked for it ends (docs/decisions.md, "Time").

func diffSubclassesLookAtTheFirstTab(_ scene: DiffSubclassesScene) {
    let hypnosis = scene.hypnosis, tabs = scene.tabs
    print("window", scene.window is DiffMainWindow, hypnosis.view.window is DiffMainWindow)
    if let shown = hypnosis.view.window as? DiffMainWindow {
        print("shown", shown.shownControllers)
    }
    for child in tabs.children {
        print("child", type(of: child))
    }
    print("stack", hypnosis.navigationController is DiffStackNav, hypnosis.tabBarController is DiffTabs)
    if let found = tabs.viewControllers?.first as? DiffStackNav {
        print("appearances", found.appearances, found.topViewController is DiffHypnosisVC)
    }
    if let hypnosisView = hypnosis.view as? DiffHypnosisView {
        print("laid out", hypnosisView.layouts > 0)
    }
    tabs.selectedIndex = 1
}

func diffSubclassesLookAtTheList(_ scene: DiffSubclassesScene) {
    for cell in scene.list.tableView.visibleCells {
        if let subject = cell as? DiffSubjectCell {
            print(cell.textLabel?.text ?? "-", type(of: cell), subject.marked)
            print("cell layouts", subject.layouts)
        }
    }
    scene.tabs.selectedIndex = 2
}

func diffSubclassesShowThePages(_ scene: DiffSubclassesScene) {
    scene.tabs.selectedIndex = 3
}

func diffSubclassesLookAtThePages(_ scene: DiffSubclassesScene) {
    if let found = scene.tabs.selectedViewController as? DiffPages {
        print("pages", found.loads)
    }
    let slide = DiffSlideSegue(identifier: "slide", source: scene.list, destination: scene.hypnosis)
    slide.perform()
    print("slides", slide.slides, slide.identifier ?? "-", slide.source is DiffRowsVC)
}
// END PROGRAM
