// verdict: pass
// reason: route: the children are added in viewDidLoad, their frames set in viewDidLayoutSubviews
// reason: from the dashboard's bounds (placed by the dashboard, on every layout pass).
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
        view.addSubview(map.view)
        map.didMove(toParent: self)
        addChild(stops)
        view.addSubview(stops.view)
        stops.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let half = view.bounds.height / 2
        map.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: half)
        stops.view.frame = CGRect(x: 0, y: half, width: view.bounds.width, height: half)
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
