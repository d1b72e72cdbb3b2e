// expect: ok|exception|limit
import UIKit
class Source: NSObject, UIPageViewControllerDataSource {
    func pageViewController(_ p: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { viewController }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { viewController }
}
let source = Source()
let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
pages.dataSource = source
pages.setViewControllers([UIViewController()], direction: .forward, animated: false, completion: nil)
let window = UIWindow()
window.rootViewController = pages
window.makeKeyAndVisible()
