import UIKitSim

// Compiled natively against UIKitSim AND interpreted through SimBridge (DifferentialTests):
// tab bars, split views, presentation styles and `showDetailViewController`.
// BEGIN PROGRAM
class DiffClockVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Clock"
    }
}

class DiffAlarmsVC: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }
}

class DiffNoteVC: UIViewController {}

func diffContainersProgram(_ notes: inout [String]) -> UIWindow {
    let clock = DiffClockVC()
    let alarms = DiffAlarmsVC()
    alarms.tabBarItem = UITabBarItem(title: "Alarms", image: nil, tag: 1)
    alarms.tabBarItem.badgeValue = "2"
    let split = UISplitViewController()
    split.viewControllers = [UINavigationController(rootViewController: DiffNoteVC()), DiffNoteVC()]
    let tabs = UITabBarController()
    tabs.setViewControllers([UINavigationController(rootViewController: clock), alarms, split], animated: false)
    let window = UIWindow()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    notes.append("selected \(tabs.selectedIndex) \(tabs.selectedViewController === clock.navigationController)")
    notes.append("tab bar \(clock.tabBarController === tabs) \(alarms.tabBarItem.title ?? "-") \(alarms.tabBarItem.badgeValue ?? "-")")
    tabs.selectedIndex = 1
    notes.append("now \(tabs.selectedViewController === alarms)")
    tabs.selectedViewController = split
    let detail = DiffNoteVC()
    detail.title = "Detail"
    split.viewControllers[0].showDetailViewController(detail, sender: nil)
    notes.append("split \(split.viewControllers.count) \(detail.splitViewController === split)")
    let sheet = DiffNoteVC()
    sheet.modalPresentationStyle = .fullScreen
    tabs.present(sheet, animated: false, completion: nil)
    notes.append("presented \(tabs.presentedViewController === sheet) \(sheet.presentingViewController === tabs)")
    sheet.dismiss(animated: false, completion: nil)
    return window
}
// END PROGRAM
