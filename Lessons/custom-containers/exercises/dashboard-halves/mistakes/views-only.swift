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
        embed(map, in: CGRect(x: 0, y: 0, width: view.bounds.width, height: half))
        embed(stops, in: CGRect(x: 0, y: half, width: view.bounds.width, height: half))
    }

    private func embed(_ child: UIViewController, in frame: CGRect) {
        child.view.frame = frame
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

let window = UIWindow()
window.rootViewController = DashboardViewController()
window.makeKeyAndVisible()
