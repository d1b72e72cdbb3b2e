import UIKit

class PhotoViewController: UIViewController {
    var index = 0
    var liked = false
    var onLike: ((Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.frame = CGRect(x: 20, y: 700, width: 80, height: 44)
        like.addAction(UIAction { [weak self] _ in self?.likeTapped() }, for: .touchUpInside)
        print("\(title ?? "?"): \(liked ? "liked" : "not liked")")
    }

    func likeTapped() {
        liked = true
        onLike?(index)
        print("\(title ?? "?"): you liked it")
    }
}

class AlbumSource: NSObject, UIPageViewControllerDataSource {
    let photos = ["Beach", "Forest", "Harbour"]
    var liked: Set<Int> = []

    func page(_ index: Int) -> PhotoViewController? {
        guard index >= 0 && index < photos.count else { return nil }
        let page = PhotoViewController()
        page.index = index
        page.title = photos[index]
        page.liked = liked.contains(index)
        page.onLike = { [weak self] index in self?.liked.insert(index) }
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? PhotoViewController else { return nil }
        return page(current.index - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? PhotoViewController else { return nil }
        return page(current.index + 1)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let source = AlbumSource()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = source
        if let first = source.page(0) {
            pages.setViewControllers([first], direction: .forward, animated: false)
        }
        window = UIWindow()
        window?.rootViewController = pages
        window?.makeKeyAndVisible()
        return true
    }
}
