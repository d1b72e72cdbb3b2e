// expect: exception
import UIKit
let nav = UINavigationController()
nav.pushViewController(nav, animated: false)
