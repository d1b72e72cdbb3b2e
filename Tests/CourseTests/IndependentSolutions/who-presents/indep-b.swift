// verdict: pass
// reason: .currentContext with no definesPresentationContext walks up to the root: the tab bar
// reason: controller; it covers the inbox, so the inbox will disappear (after the print, at the end
// reason: of the turn). A sheet is also presented by the root and leaves the inbox on screen. The
// reason: alert is presented by the compose screen, the top of the chain.
import UIKit

class ComposeViewController: UIViewController {
    var asked = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if asked { return }
        asked = true
        let alert = UIAlertController(title: "Send now?", message: nil, preferredStyle: .alert)
        present(alert, animated: true) {
            print("alert: presented by \(type(of: alert.presentingViewController!))")
        }
    }
}

class InboxViewController: UIViewController {
    var step = 0

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("inbox: viewWillDisappear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        step += 1
        if step == 1 {
            let filter = UIViewController()
            filter.modalPresentationStyle = .currentContext
            present(filter, animated: true) {
                filter.dismiss(animated: true)
            }
            print("filter: presented by \(type(of: filter.presentingViewController!))")
        } else if step == 2 {
            let compose = ComposeViewController()
            present(compose, animated: true)
            print("compose: presented by \(type(of: compose.presentingViewController!))")
        }
    }
}

let tabs = UITabBarController()
tabs.viewControllers = [UINavigationController(rootViewController: InboxViewController()),
                        UIViewController()]
let window = UIWindow()
window.rootViewController = tabs
window.makeKeyAndVisible()

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
filter: presented by UITabBarController
inbox: viewWillDisappear
compose: presented by UITabBarController
alert: presented by ComposeViewController
"""
