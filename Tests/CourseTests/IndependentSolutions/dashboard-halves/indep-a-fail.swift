// verdict: fail
// reason: mistake: only the views are added (no addChild/didMove), so the children are not
// reason: child view controllers and hear no viewDidAppear.
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
        map.view.frame = CGRect(x: 0, y: 0, width: 393, height: 426)
        view.addSubview(map.view)
        stops.view.frame = CGRect(x: 0, y: 426, width: 393, height: 426)
        view.addSubview(stops.view)
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
