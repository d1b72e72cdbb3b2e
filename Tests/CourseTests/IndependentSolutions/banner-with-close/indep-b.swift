// verdict: pass
// reason: puts the banner in the view first, then the message and the button into the banner;
// reason: removing the banner takes its subviews out of the window with it.
import UIKit

class HomeViewController: UIViewController {
    let banner = UIView()
    let message = UILabel()
    let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 80, width: 393, height: 60)
        view.addSubview(banner)
        message.text = "New version available"
        message.frame = CGRect(x: 16, y: 18, width: 250, height: 24)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: 300, y: 8, width: 80, height: 44)
        close.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        [message, close].forEach { banner.addSubview($0) }
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
