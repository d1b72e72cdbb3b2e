// verdict: fail
// why: mistake: adds the badge to view before assigning view; reading view in loadView with
// why: no view yet calls loadView again (Apple: never read view inside loadView before setting it).
import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.addSubview(badge)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("badge subviews:", view.subviews.count)
    }
}

let window = UIWindow()
window.rootViewController = BadgeViewController()
window.makeKeyAndVisible()
print("loadView ran \(loads) time(s)")
