// verdict: pass
// reason: the closure captures the settings screen weakly and hands the theme to a method of
// reason: the screen that stores it, prints it and dismisses what it presented.
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
        picker.onThemeChosen = { [weak self] chosen in
            guard let self = self else { return }
            self.apply(chosen)
        }
        present(picker, animated: true)
    }

    func apply(_ chosen: String) {
        theme = chosen
        print("Theme: \(chosen)")
        dismiss(animated: true)
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
