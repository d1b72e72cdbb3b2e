// verdict: fail
// reason: expects the old Day 0 to come back on the back swipe, so leaves out its second
// reason: viewDidLoad; the data source makes a new Day 0.
import UIKit

class DayViewController: UIViewController {
    var offset = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(title ?? "?"): viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(title ?? "?"): viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(title ?? "?"): viewDidDisappear")
    }
}

class DiarySource: NSObject, UIPageViewControllerDataSource {
    func day(_ offset: Int) -> DayViewController {
        let page = DayViewController()
        page.offset = offset
        page.title = "Day \(offset)"
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? DayViewController else { return nil }
        return day(current.offset - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let current = viewController as? DayViewController else { return nil }
        return day(current.offset + 1)
    }
}

let source = DiarySource()
let diary = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
diary.dataSource = source
diary.setViewControllers([source.day(0)], direction: .forward, animated: false)

let window = UIWindow()
window.rootViewController = diary
window.makeKeyAndVisible()

// Your prediction: the lines this program prints, in order, one per line.
let prediction = """
Day 0: viewDidLoad
Day 0: viewDidAppear
Day 1: viewDidLoad
Day 0: viewDidDisappear
Day 1: viewDidAppear
Day 1: viewDidDisappear
Day 0: viewDidAppear
"""
