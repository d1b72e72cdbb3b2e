import UIKit

var loads = 0

class BadgeViewController: UIViewController {
    override func loadView() {
        loads += 1
        let root = UIView()
        let badgeView = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        root.addSubview(badgeView)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("badge subviews:", view.subviews.count)
    }
}

let window = UIWindow()
let badge = BadgeViewController()
window.rootViewController = badge
window.makeKeyAndVisible()
badge.loadView()
print("loadView ran \(loads) time(s)")
