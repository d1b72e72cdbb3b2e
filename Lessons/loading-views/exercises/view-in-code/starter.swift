import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        view = UIView()
        // TODO: build the view in code: a root view holding one badge view
        // (a UIView of 80 by 80 points), and make it this controller's view.
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
