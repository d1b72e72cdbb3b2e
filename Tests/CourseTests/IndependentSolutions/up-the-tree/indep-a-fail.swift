// verdict: fail
// reason: mistake: predicts that show loads the order's view at once, before the next line.
import UIKit

class OrdersViewController: UIViewController {
}

class OrderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("order viewDidLoad")
    }
}

class SettingsViewController: UIViewController {
}

func name(_ controller: UIViewController?) -> String {
    guard let controller = controller else { return "nil" }
    return String(describing: type(of: controller))
}

let orders = OrdersViewController()
let ordersNavigation = UINavigationController(rootViewController: orders)
let settings = SettingsViewController()
let tabs = UITabBarController()
tabs.viewControllers = [ordersNavigation, settings]
let window = UIWindow()
window.rootViewController = tabs
window.makeKeyAndVisible()

DispatchQueue.main.async {
    let order = OrderViewController()
    orders.show(order, sender: nil)
    print("parent: \(name(order.parent))")
    print("grandparent: \(name(order.parent?.parent))")
    print("tab bar: \(name(order.tabBarController))")
    print("settings parent: \(name(settings.parent))")
    print("settings navigation: \(name(settings.navigationController))")
    print("tab bar children: \(tabs.children.count)")
    print("stack children: \(ordersNavigation.children.count)")
}

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
order viewDidLoad
parent: UINavigationController
grandparent: UITabBarController
tab bar: UITabBarController
settings parent: UITabBarController
settings navigation: nil
tab bar children: 2
stack children: 2
"""
