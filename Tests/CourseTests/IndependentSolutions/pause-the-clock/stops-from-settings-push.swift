// verdict: fail
// why: mistake: stops the clock right before pushing (in viewDidAppear) instead of in a
// why: disappear callback; it runs once, in the wrong place, and never again.
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
        if !openedSettings { stopClock() }
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
