import SwiftSubset
import UIKitSim

/// UIPageViewController: pages set by the script, and a data source and delegate that may be
/// script objects, asked when the user swipes.
extension UIKitHost {
    static let pageDataSourceNames = [
        "pageViewController(_:viewControllerBefore:)", "pageViewController(_:viewControllerAfter:)",
    ]
    static let pageDelegateNames = [
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
    ]

    func addPageViews() {
        addNSObject()
        let bridge = bridge
        let host = self
        let pages = ui.pageViewController
        pages.describe = { "\($0)" }
        pages.defineInit("init(transitionStyle:navigationOrientation:options:)") { args, _ throws(Interrupt) -> AnyObject in
            let member = "UIPageViewController(transitionStyle:navigationOrientation:options:)"
            let style = try Self.caseArgument(args, 0, in: member, ["scroll": UIPageViewController.TransitionStyle.scroll, "pageCurl": .pageCurl])
            let orientation = try Self.caseArgument(args, 1, in: member, [
                "horizontal": UIPageViewController.NavigationOrientation.horizontal, "vertical": .vertical,
            ])
            return bridge.within { UIPageViewController(transitionStyle: style, navigationOrientation: orientation) }
        }
        pages.properties["dataSource"] = delegateProperty(UIPageViewController.self, UIPageViewControllerDataSource.self,
                                                          get: { $0.dataSource }, set: { $0.dataSource = $1 })
        pages.properties["delegate"] = delegateProperty(UIPageViewController.self, UIPageViewControllerDelegate.self,
                                                        get: { $0.delegate }, set: { $0.delegate = $1 })
        pages.properties["viewControllers"] = HostProperty(get: { object throws(Interrupt) -> Value in
            guard let shown = (object as? UIPageViewController)?.viewControllers else { return .optional(nil) }
            return .optional(.array(shown.map { host.value($0) }))
        })
        for name in ["setViewControllers(_:direction:animated:completion:)", "setViewControllers(_:direction:animated:)"] {
            pages.define(name) { object, args throws(Interrupt) -> Value in
                let list = args.first ?? .void
                let shown = list.unwrapped.isVoid ? [] : try Self.controllers(list, in: name)
                let direction = try Self.caseArgument(args, 1, in: name, [
                    "forward": UIPageViewController.NavigationDirection.forward, "reverse": .reverse,
                ])
                let completion = args.count > 3 ? args[3].unwrapped : .void
                try bridge.perform {
                    (object as? UIPageViewController)?.setViewControllers(shown, direction: direction, animated: Self.bool(args, 2)) { finished in
                        if case .function = completion { bridge.callClosure(completion, [.bool(finished)]) }
                    }
                }
                return .void
            }
        }
    }
}

