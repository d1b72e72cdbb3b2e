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

    var ticking = false {
        didSet {
            if ticking == oldValue { return }
            if ticking { startClock() } else { stopClock() }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ticking = true
        if !openedSettings {
            openedSettings = true
            navigationController?.pushViewController(SettingsViewController(), animated: false)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        ticking = false
    }
}

class SettingsViewController: UIViewController {}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ClockViewController())
window.makeKeyAndVisible()
