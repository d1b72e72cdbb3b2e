import UIKitSim

// Compiled natively against UIKitSim AND interpreted through SimBridge (DifferentialTests):
// a view built in loadView, with geometry, a label and a button.
// BEGIN PROGRAM
class DiffBadgeVC: UIViewController {
    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let badge = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 60))
        badge.backgroundColor = .red
        var labelFrame = badge.bounds
        labelFrame.origin.x = 8
        labelFrame.size.width -= 16
        let label = UILabel(frame: labelFrame)
        label.text = "Badge"
        badge.addSubview(label)
        root.addSubview(badge)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        button.setTitle("Open", for: .normal)
        root.addSubview(button)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.subviews[0].frame.origin.y += 10
        title = "Badges"
    }
}

func diffViewsProgram() -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: DiffBadgeVC())
    window.makeKeyAndVisible()
    return window
}
// END PROGRAM
