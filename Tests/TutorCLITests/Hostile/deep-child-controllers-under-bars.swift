// expect: ok|limit
import UIKit
let window = UIWindow()
let top = UIViewController()
let navigation = UINavigationController(rootViewController: top)
let tabs = UITabBarController()
tabs.viewControllers = [navigation]
window.rootViewController = tabs
window.makeKeyAndVisible()
var parent = top
for _ in 0..<10_000 {
    let c = UIViewController()
    parent.addChild(c)
    parent.view.addSubview(c.view)
    c.didMove(toParent: parent)
    parent = c
}
DispatchQueue.main.async { print(parent.view.safeAreaInsets) }
