// verdict: fail
// reason: mistake: the stops are added as a child before the map; the task: the map first.
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
        for (child, y) in [(stops as UIViewController, view.bounds.height / 2), (map as UIViewController, 0)] {
            addChild(child)
            child.view.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: view.bounds.height / 2)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
