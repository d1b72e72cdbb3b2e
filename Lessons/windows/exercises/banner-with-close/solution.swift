import UIKit

class HomeViewController: UIViewController {
    let banner = UIView()
    let message = UILabel()
    let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 16, y: 120, width: 361, height: 80)
        message.text = "New version available"
        message.frame = CGRect(x: 12, y: 12, width: 240, height: 24)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: 280, y: 12, width: 70, height: 32)
        close.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        banner.addSubview(message)
        banner.addSubview(close)
        view.addSubview(banner)
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
