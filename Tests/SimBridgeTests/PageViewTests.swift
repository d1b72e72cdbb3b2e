import Foundation
import Testing
@testable import SimBridge
import UIKitSim

/// UIPageViewController with data sources and delegates written in the script
/// (uikit-behaviour.md, "Containers": it asks its dataSource for the pages around the current one).
struct PageViewTests {
    static let tipSource = """
    class TipViewController: UIViewController {
        var number = 0
    }
    class TipSource: NSObject, UIPageViewControllerDataSource {
        let tips = ["One", "Two", "Three"]
        func tip(_ number: Int) -> TipViewController? {
            if number < 0 || number >= tips.count { return nil }
            let page = TipViewController()
            page.number = number
            page.title = tips[number]
            return page
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let current = viewController as? TipViewController else { return nil }
            return tip(current.number - 1)
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let current = viewController as? TipViewController else { return nil }
            return tip(current.number + 1)
        }
    }

    """

    static func run(_ text: String) -> ProgramRun {
        let program = ProgramRun(files: [ProgramFile(name: "main.swift", text: text)])
        program.run()
        return program
    }

    static func currentTitle(_ program: ProgramRun) -> String? {
        (program.simulation.keyWindow?.rootViewController as? UIPageViewController)?.viewControllers?.first?.title
    }

    @Test func swipesAskTheScriptsDataSource() throws {
        let program = Self.run(Self.tipSource + """
        let source = TipSource()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = source
        if let first = source.tip(0) {
            pages.setViewControllers([first], direction: .forward, animated: false)
        }
        let window = UIWindow()
        window.rootViewController = pages
        window.makeKeyAndVisible()
        print(pages.viewControllers?.first?.title ?? "none")
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(program.report?.output == "One\n")
        #expect(try program.simulation.swipePage(.forward))
        #expect(Self.currentTitle(program) == "Two")
        #expect(try program.simulation.swipePage(.forward))
        #expect(try !program.simulation.swipePage(.forward))
        #expect(Self.currentTitle(program) == "Three")
        #expect(try program.simulation.swipePage(.reverse))
        #expect(Self.currentTitle(program) == "Two")
    }

    @Test func aDataSourceNobodyKeepsIsGone() throws {
        let program = Self.run(Self.tipSource + """
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = TipSource()
        pages.setViewControllers([TipSource().tip(0)!], direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pages
        window.makeKeyAndVisible()
        print(pages.dataSource == nil)
        """)
        // UIKit's dataSource is weak: a source only the page controller refers to is released.
        #expect(program.report?.output == "true\n", "\(String(describing: program.report))")
        #expect(try !program.simulation.swipePage(.forward))
        #expect(Self.currentTitle(program) == "One")
    }

    @Test func aPageControllerSubclassCanBeItsOwnDataSourceAndDelegate() throws {
        let program = Self.run("""
        class NumberPage: UIViewController {
            var number = 0
        }
        class Pages: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            func page(_ number: Int) -> NumberPage {
                let page = NumberPage()
                page.number = number
                page.title = "Page \\(number)"
                return page
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = self
                delegate = self
                setViewControllers([page(1)], direction: .forward, animated: false, completion: nil)
            }
            func pageViewController(_ pageViewController: UIPageViewController,
                                    viewControllerBefore viewController: UIViewController) -> UIViewController? {
                nil
            }
            func pageViewController(_ pageViewController: UIPageViewController,
                                    viewControllerAfter viewController: UIViewController) -> UIViewController? {
                guard let current = viewController as? NumberPage else { return nil }
                return page(current.number + 1)
            }
            func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                    previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
                title = "left \\(previousViewControllers.first?.title ?? "?")"
            }
        }
        let window = UIWindow()
        window.rootViewController = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        window.makeKeyAndVisible()
        """)
        #expect(program.report?.status == "ok", "\(String(describing: program.report))")
        #expect(try !program.simulation.swipePage(.reverse))
        #expect(try program.simulation.swipePage(.forward))
        #expect(Self.currentTitle(program) == "Page 2")
        #expect(program.simulation.keyWindow?.rootViewController?.title == "left Page 1")
        #expect(program.simulation.traceLines.contains { $0.hasPrefix("Pages.viewDidLoad") })
    }
}
