// verdict: fail
// why: mistake: makes the badge but forgets addSubview; the view has no subviews.
import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        view = UIView()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        badge.backgroundColor = .red
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
