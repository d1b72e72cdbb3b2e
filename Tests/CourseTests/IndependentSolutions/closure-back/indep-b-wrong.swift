// verdict: fail
// reason: the closure captures self strongly; settings keeps the picker, the picker keeps the
// reason: closure, the closure keeps settings: after the back button "Settings: freed" never prints.
import UIKit

class ThemePickerViewController: UIViewController {
    var onThemeChosen: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Theme"
        let dark = UIButton(type: .system)
        dark.setTitle("Dark", for: .normal)
        dark.addAction(UIAction { [weak self] _ in self?.picked("Dark") }, for: .touchUpInside)
        view.addSubview(dark)
    }

    func picked(_ theme: String) {
        onThemeChosen?(theme)
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
        picker.onThemeChosen = { chosen in
            self.theme = chosen
            print("Theme: \(chosen)")
            self.dismiss(animated: true)
        }
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
