// verdict: fail
// why: mistake: calls loadView() again from viewDidLoad "to rebuild the view"; UIKit says never
// why: call it directly.
import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        view = UIView()
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadView()
        print("badge subviews:", view.subviews.count)
    }
}

let window = UIWindow()
window.rootViewController = BadgeViewController()
window.makeKeyAndVisible()
print("loadView ran \(loads) time(s)")
