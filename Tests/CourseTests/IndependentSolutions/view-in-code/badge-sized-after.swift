// verdict: pass
// why: route: keep the starter's view = UIView(), then add a badge sized through its frame.
import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        view = UIView()
        let badge = UIView()
        badge.frame = CGRect(origin: .zero, size: CGSize(width: 80, height: 80))
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
