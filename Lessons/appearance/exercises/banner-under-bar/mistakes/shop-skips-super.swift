import UIKit

class OfferViewController: UIViewController {
    let banner = UILabel()
    var bannerTop: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Offer"
        banner.text = "20% off today"
        view.addSubview(banner)
        let terms = UIButton(type: .system)
        terms.setTitle("Terms", for: .normal)
        terms.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        terms.addAction(UIAction { [weak self] _ in self?.showTerms() }, for: .touchUpInside)
        view.addSubview(terms)
    }

    // The Terms button pushes the offer's terms; Back brings the offer on screen again.
    func showTerms() {
        let terms = UIViewController()
        terms.title = "Terms"
        navigationController?.pushViewController(terms, animated: true)
    }

    func placeBanner() {
        banner.frame = CGRect(x: 0, y: bannerTop, width: view.bounds.width, height: 44)
        print("banner at \(bannerTop)")
    }

    // viewIsAppearing: the view is in the window and its safe area is up to date,
    // and the user does not see it yet.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        bannerTop = view.safeAreaInsets.top
        placeBanner()
    }
}

class ShopViewController: UIViewController {
    var offerShown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
    }

    override func viewDidAppear(_ animated: Bool) {
        if offerShown { return }
        offerShown = true
        navigationController?.pushViewController(OfferViewController(), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ShopViewController())
window.makeKeyAndVisible()
