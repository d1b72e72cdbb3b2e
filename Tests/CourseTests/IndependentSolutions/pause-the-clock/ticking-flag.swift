// verdict: pass
// why: route: a `ticking` flag so start and stop only act on a change; start in viewDidAppear,
// why: stop in viewDidDisappear (super called last there).
import UIKit

class ClockViewController: UIViewController {
    var openedSettings = false
    var ticking = false

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
        if !ticking {
            ticking = true
            startClock()
        }
        if !openedSettings {
            openedSettings = true
            navigationController?.pushViewController(SettingsViewController(), animated: false)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        if ticking {
            ticking = false
            stopClock()
        }
        super.viewDidDisappear(animated)
    }
}

class SettingsViewController: UIViewController {}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ClockViewController())
window.makeKeyAndVisible()
