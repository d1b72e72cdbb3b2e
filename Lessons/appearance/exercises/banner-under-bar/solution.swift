import UIKit

class OfferViewController: UIViewController {
    let banner = UILabel()
    var bannerTop: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Offer"
        banner.text = "20% off today"
        view.addSubview(banner)
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
        super.viewDidAppear(animated)
        if offerShown { return }
        offerShown = true
        navigationController?.pushViewController(OfferViewController(), animated: true)
    }
}

let window = UIWindow()
window.rootViewController = UINavigationController(rootViewController: ShopViewController())
window.makeKeyAndVisible()
