import UIKit

class ClockViewController: UIViewController {
    var openedSettings = false

    func startClock() {
        print("clock started")
    }

    func stopClock() {
        print("clock stopped")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Clock"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !openedSettings {
            openedSettings = true
            navigationController?.pushViewController(SettingsViewController(), animated: false)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startClock()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopClock()
    }
}

class SettingsViewController: UIViewController {}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ClockViewController())
window.makeKeyAndVisible()
