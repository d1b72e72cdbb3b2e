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
        var top = view.bounds
        top.size.height = view.bounds.height / 2
        var bottom = top
        bottom.origin.y = top.maxY
        addChild(map)
        addChild(stops)
        map.view.frame = top
        stops.view.frame = bottom
        view.addSubview(map.view)
        view.addSubview(stops.view)
        map.didMove(toParent: self)
        stops.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
