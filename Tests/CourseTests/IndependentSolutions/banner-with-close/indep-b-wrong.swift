// verdict: fail
// reason: lays the message and the button over the banner as siblings in the view, not inside it:
// reason: removing the banner leaves both on screen.
import UIKit

class HomeViewController: UIViewController {
    let banner = UIView()
    let message = UILabel()
    let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 80, width: 393, height: 60)
        message.text = "New version available"
        message.frame = CGRect(x: 16, y: 98, width: 250, height: 24)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: 300, y: 88, width: 80, height: 44)
        close.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        view.addSubview(banner)
        view.addSubview(message)
        view.addSubview(close)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("on screen: banner \(banner.window != nil), message \(message.window != nil), close \(close.window != nil)")
    }

    func closeTapped() {
        banner.removeFromSuperview()
        print("after Close: banner \(banner.window != nil), message \(message.window != nil), close \(close.window != nil)")
    }
}

let window = UIWindow()
window.rootViewController = HomeViewController()
window.makeKeyAndVisible()
