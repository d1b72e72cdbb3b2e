// expect: exception
import UIKit
let tabs = UITabBarController()
tabs.viewControllers = [tabs]
let window = UIWindow()
window.rootViewController = tabs
window.makeKeyAndVisible()
