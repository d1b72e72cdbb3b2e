import UIKit

class HomeViewController: UIViewController {
    let banner = UIView()
    let message = UILabel()
    let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: build the banner: the message "New version available" and a button titled
        // "Close" inside the banner, the banner inside this controller's view. A tap on Close
        // calls closeTapped().
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("on screen: banner \(banner.window != nil), message \(message.window != nil), close \(close.window != nil)")
    }

    func closeTapped() {
        // TODO: take the banner, with everything in it, off the screen.
        print("after Close: banner \(banner.window != nil), message \(message.window != nil), close \(close.window != nil)")
    }
}

let window = UIWindow()
window.rootViewController = HomeViewController()
window.makeKeyAndVisible()
