import SimBridge
import Testing

/// The playground reruns its entries and reports only what the newest one added.
@Suite struct ReplSessionTests {
    @Test func eachEntryReportsOnlyWhatItAdded() {
        let repl = ReplSession()
        #expect(repl.evaluate("print(\"one\")").output == "one\n")
        let second = repl.evaluate("print(\"two\")")
        #expect(second.accepted)
        #expect(second.output == "two\n")
        #expect(repl.entries == ["print(\"one\")", "print(\"two\")"])
    }

    @Test func showingAWindowReportsTheRootsAppearanceCallbacks() {
        let repl = ReplSession()
        _ = repl.evaluate("let window = UIWindow()")
        _ = repl.evaluate("window.rootViewController = UIViewController()")
        let shown = repl.evaluate("window.makeKeyAndVisible()")
        // uikit-behaviour.md, "Windows and the root view controller": the view loads and the root
        // gets the whole appearance sequence when the window becomes visible.
        #expect(shown.trace == [
            "UIViewController.loadView", "UIViewController.viewDidLoad", "UIViewController.viewWillAppear(_:)",
            "UIViewController.viewIsAppearing(_:)", "UIViewController.viewWillLayoutSubviews",
            "UIViewController.viewDidLayoutSubviews", "UIViewController.viewDidAppear(_:)",
        ])
        #expect(repl.evaluate("print(\"shown\")").trace.isEmpty)
    }

    @Test func aPushEnteredAloneShowsExactlyWhatItCaused() {
        // Each entry is its own run-loop turn. A push changes the stack inside the call; the
        // pushed controller loads and appears when that turn ends (uikit-behaviour.md, "Time":
        // viewDidLoad under _startDeferredTransitionIfNeeded <- CA::Transaction::commit), and
        // nothing from the earlier entries (the root's appearance) is repeated.
        let repl = ReplSession()
        _ = repl.evaluate("class Detail: UIViewController {}")
        _ = repl.evaluate("let nav = UINavigationController(rootViewController: UIViewController())")
        let shown = repl.evaluate("let window = UIWindow()\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()")
        #expect(shown.trace.last == "UIViewController.viewDidAppear(_:)")
        let push = repl.evaluate("nav.pushViewController(Detail(), animated: true)")
        #expect(push.trace == [
            "Detail.willMove(toParent:) UINavigationController",
            "Detail.loadView", "Detail.viewDidLoad",
            "UIViewController.viewWillDisappear(_:)", "Detail.viewWillAppear(_:)",
            "Detail.viewIsAppearing(_:)", "Detail.viewWillLayoutSubviews", "Detail.viewDidLayoutSubviews",
            "UIViewController.viewDidDisappear(_:)", "Detail.viewDidAppear(_:)",
            "Detail.didMove(toParent:) UINavigationController",
        ])
        #expect(repl.evaluate("print(nav.viewControllers.count)").output == "2\n")
    }

    @Test func aBrokenEntryIsReportedWithItsPositionAndNotKept() {
        let repl = ReplSession()
        _ = repl.evaluate("var count = 1")
        let broken = repl.evaluate("count = \"two\"")
        #expect(!broken.accepted)
        #expect(broken.problem == "input2.swift:1:9: error: cannot assign value of type 'String' to type 'Int'\ncount = \"two\"\n        ^\n")
        #expect(repl.entries == ["var count = 1"])
        #expect(repl.evaluate("print(count)").output == "1\n")
    }

    @Test func anEntryThatCrashesIsNotKeptSoTheSessionGoesOn() {
        let repl = ReplSession()
        let crash = repl.evaluate("let empty: [Int] = []\nprint(empty[0])")
        #expect(!crash.accepted)
        #expect(crash.problem.contains("Fatal error: Index out of range"))
        #expect(repl.evaluate("print(\"still here\")").output == "still here\n")
    }

    @Test func resetForgetsEverything() {
        let repl = ReplSession()
        _ = repl.evaluate("let a = 1")
        repl.reset()
        #expect(repl.entries.isEmpty)
        #expect(!repl.evaluate("print(a)").accepted)
    }
}
