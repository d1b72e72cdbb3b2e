// verdict: fail
// reason: mistake: viewWillAppear reads safeAreaInsets.top while the view is not yet in the
// reason: window (decisions.md: "will" callbacks run with the view outside the window), so it
// reason: reads 0, not the bar's height.
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
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
