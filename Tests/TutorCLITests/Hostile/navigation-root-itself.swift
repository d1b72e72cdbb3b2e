// expect: exception
import UIKit
let nav = UINavigationController()
nav.viewControllers = [nav]
