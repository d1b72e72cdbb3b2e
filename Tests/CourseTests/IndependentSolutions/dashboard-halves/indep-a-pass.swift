// verdict: pass
// reason: route: a loop over the two children with the half computed from the index; the
// reason: frame is set after addSubview (UIKit accepts either order).
import UIKit

class MapViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Map: showing \(view.frame)")
    }
}

class StopsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Stops: showing \(view.frame)")
    }
}

class DashboardViewController: UIViewController {
    let map = MapViewController()
    let stops = StopsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let half = view.bounds.height / 2
        let children: [UIViewController] = [map, stops]
        for (index, child) in children.enumerated() {
            addChild(child)
            view.addSubview(child.view)
            child.view.frame = CGRect(x: 0, y: CGFloat(index) * half, width: view.bounds.width, height: half)
            child.didMove(toParent: self)
        }
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
