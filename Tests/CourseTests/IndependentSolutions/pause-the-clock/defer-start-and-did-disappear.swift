// verdict: pass
// why: route: start through a defer at the top of viewDidAppear (it runs after the push
// why: code, still in viewDidAppear), stop in viewDidDisappear.
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
        defer { startClock() }
        if !openedSettings {
            openedSettings = true
            navigationController?.pushViewController(SettingsViewController(), animated: false)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        stopClock()
        super.viewDidDisappear(animated)
    }
}

class SettingsViewController: UIViewController {}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ClockViewController())
window.makeKeyAndVisible()
