import UIKit

class ThemePickerViewController: UIViewController {
    // TODO 1: a closure property that the picker calls with the chosen theme.

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Theme"
        let dark = UIButton(type: .system)
        dark.setTitle("Dark", for: .normal)
        dark.addAction(UIAction { [weak self] _ in self?.picked("Dark") }, for: .touchUpInside)
        view.addSubview(dark)
    }

    func picked(_ theme: String) {
        // TODO 2: report the theme through that closure. The picker does not close itself.
    }
}

class SettingsViewController: UIViewController {
    var theme = "Light"
    var picker: ThemePickerViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        let button = UIButton(type: .system)
        button.setTitle("Theme", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.showPicker() }, for: .touchUpInside)
        view.addSubview(button)
    }

    func showPicker() {
        let picker = self.picker ?? ThemePickerViewController()
        self.picker = picker
        // TODO 3: give the picker its closure: store the theme, print "Theme: " and the theme,
        // and dismiss the picker. This screen keeps the picker in `picker`, and the picker will
        // keep the closure: make sure the closure does not keep this screen alive.
        present(picker, animated: true)
    }

    deinit {
        print("Settings: freed")
    }
}

class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let button = UIButton(type: .system)
        button.setTitle("Settings", for: .normal)
        button.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(SettingsViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(button)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
