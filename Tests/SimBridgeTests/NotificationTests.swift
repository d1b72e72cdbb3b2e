import Testing
@testable import SimBridge
import UIKitSim

/// `NotificationCenter`, `#colorLiteral` and 3D Touch previewing in UIKit programs (issue 13,
/// session 7; `apple-peek-pop-navigation` of the corpus uses all three).
struct NotificationTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: text)]).run()
    }

    /// Apple, `NotificationCenter.post(name:object:userInfo:)`: the centre "posts notifications
    /// synchronously" (the observers run inside `post`); `addObserver(_:selector:name:object:)`:
    /// a nil name or object matches any ("If you pass nil, the notification center doesn't use
    /// … to decide whether to deliver"); `removeObserver(_:)` stops the deliveries.
    @Test func postsReachMatchingObserversInsideThePost() {
        let report = Self.run("""
        extension NSNotification.Name {
            static let changed = NSNotification.Name("changed")
            static let other = NSNotification.Name("other")
        }
        class Model {}
        class Listener {
            let tag: String
            init(tag: String) { self.tag = tag }
            @objc func changed(notification: Notification) {
                let index = notification.userInfo?["index"] as? Int ?? -1
                print(tag, notification.name.rawValue, index, notification.object is Model)
            }
        }
        let model = Model()
        let any = Listener(tag: "any")
        let onlyModel = Listener(tag: "model")
        NotificationCenter.default.addObserver(any, selector: #selector(Listener.changed), name: .changed, object: nil)
        NotificationCenter.default.addObserver(onlyModel, selector: #selector(Listener.changed), name: nil, object: model)
        NotificationCenter.default.post(name: .changed, object: model, userInfo: ["index": 2])
        print("after the first post")
        NotificationCenter.default.post(name: .other, object: nil)
        NotificationCenter.default.removeObserver(any)
        NotificationCenter.default.post(name: .changed, object: model)
        """)
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "any changed 2 true\nmodel changed 2 true\nafter the first post\nmodel changed -1 true\n")
    }

    /// swiftc here: a backquoted static name (`static let `default``) is used without its
    /// backquotes (`Box.default.n` prints 3).
    @Test func aBackquotedStaticNameIsUsedWithoutItsBackquotes() {
        let report = Self.run("""
        struct Box {
            static let `default` = Box(n: 3)
            let n: Int
        }
        print(Box.default.n)
        """)
        #expect(report.output == "3\n", "\(report.diagnostics)")
    }

    /// Xcode's colour literal is a `UIColor` made from its components in a UIKit program
    /// (`#colorLiteral(red:green:blue:alpha:)` is `_ColorLiteralType(red:green:blue:alpha:)`,
    /// which UIKit's `UIColor` adopts).
    @Test func aColourLiteralIsAUIColor() {
        let report = Self.run("""
        let color = #colorLiteral(red: 1, green: 0.8, blue: 0, alpha: 1)
        print(color is UIColor)
        """)
        #expect(report.output == "true\n", "\(report.diagnostics)")
    }

    /// A controller has no preview actions unless it overrides `previewActionItems`.
    @Test func previewActionItemsAreEmptyUnlessOverridden() {
        let report = Self.run("""
        class Plain: UIViewController {}
        class Starred: UIViewController {
            override var previewActionItems: [UIPreviewActionItem] {
                [UIPreviewAction(title: "Star", style: .default) { _, _ in }]
            }
        }
        print(Plain().previewActionItems.count, Starred().previewActionItems.count)
        """)
        #expect(report.output == "0 1\n", "\(report.diagnostics)")
    }

    /// The simulated iPhone has no 3D Touch (peek and pop gave way to context menus in iOS 13):
    /// `previewActionItems` is empty unless overridden, and registering for previewing stops
    /// the run with a precise "not supported".
    @Test func previewingIsRefusedWhenItRuns() {
        let report = Self.run("""
        class List: UIViewController, UIViewControllerPreviewingDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForPreviewing(with: self, sourceView: view)
            }
            func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? { nil }
            func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
        }
        let window = UIWindow()
        window.rootViewController = List()
        window.makeKeyAndVisible()
        """)
        #expect(report.status == "diagnostics")
        #expect(report.diagnostics.contains { $0.message.contains("'registerForPreviewing(with:sourceView:)' (3D Touch peek and pop) is not supported") },
                "\(report.diagnostics) \(String(describing: report.exception))")
    }
}
