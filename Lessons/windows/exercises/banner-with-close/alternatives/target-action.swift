import UIKit

class HomeViewController: UIViewController {
    let banner = UIView()
    let message = UILabel()
    let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.frame = CGRect(x: 16, y: 120, width: view.bounds.width - 32, height: 80)
        for subview in [message, close] as [UIView] {
            banner.addSubview(subview)
        }
        message.text = "New version available"
        message.frame = CGRect(x: 12, y: 12, width: 240, height: 24)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: banner.bounds.width - 80, y: 12, width: 70, height: 32)
        close.addTarget(self, action: #selector(closeButtonTapped), for: .touchUpInside)
    }

    @objc func closeButtonTapped() {
        closeTapped()
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
