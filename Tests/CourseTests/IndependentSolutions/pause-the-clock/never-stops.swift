// verdict: fail
// why: mistake: starts in viewDidAppear but forgets to stop when the screen goes.
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
        startClock()
        if !openedSettings {
            openedSettings = true
            navigationController?.pushViewController(SettingsViewController(), animated: false)
        }
    }

}

class SettingsViewController: UIViewController {}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ClockViewController())
window.makeKeyAndVisible()
