// expect: exception
import UIKit
let tabs = UITabBarController()
let nav = UINavigationController(rootViewController: UIViewController())
tabs.viewControllers = [nav]
nav.pushViewController(tabs, animated: false)
let window = UIWindow()
window.rootViewController = tabs
window.makeKeyAndVisible()
