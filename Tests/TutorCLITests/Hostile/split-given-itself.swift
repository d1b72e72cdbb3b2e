// expect: exception
import UIKit
let split = UISplitViewController()
split.viewControllers = [split, UIViewController()]
let window = UIWindow()
window.rootViewController = split
window.makeKeyAndVisible()
