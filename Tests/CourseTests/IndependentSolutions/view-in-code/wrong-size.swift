// verdict: fail
// why: mistake: a badge of 80 by 40 points (height typo).
import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        view = UIView()
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40)))
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
