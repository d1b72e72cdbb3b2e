// verdict: fail
// reason: mistake: addChild and addSubview, but neither child is sent didMove(toParent:), so
// reason: the containment is left half done (the task: real child view controllers).
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
        addChild(map)
        map.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2)
        view.addSubview(map.view)
        addChild(stops)
        stops.view.frame = CGRect(x: 0, y: view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height / 2)
        view.addSubview(stops.view)
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
