// verdict: fail
// reason: believes the controller that calls present is the presenting one, and that a sheet
// reason: hides the inbox too.
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
filter: presented by InboxViewController
inbox: viewWillDisappear
compose: presented by InboxViewController
inbox: viewWillDisappear
alert: presented by ComposeViewController
"""
