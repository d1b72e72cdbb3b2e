class BannerViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = "yes"
        view.addSubview(banner)
    }
}
