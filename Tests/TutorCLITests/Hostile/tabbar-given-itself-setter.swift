// expect: exception
import UIKit
let tabs = UITabBarController()
tabs.setViewControllers([UIViewController(), tabs], animated: false)
