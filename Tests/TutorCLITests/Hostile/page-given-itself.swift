// expect: exception
import UIKit
let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
pages.setViewControllers([pages], direction: .forward, animated: false, completion: nil)
let window = UIWindow()
window.rootViewController = pages
window.makeKeyAndVisible()
