import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Misuse, and the exact text UIKit gives" (the rows UIKitSim's core
/// owns; storyboard rows are tested with the storyboard reader). Addresses are deterministic.
@Suite struct MisuseTests {
    @Test func pushingTheSameInstanceTwice() {
        let simulation = Simulation()
        simulation.run {
            let list = ListController()
            let nav = UINavigationController(rootViewController: list)
            nav.pushViewController(list, animated: false)
            #expect(nav.viewControllers.count == 1)
        }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInvalidArgumentException",
            reason: "Pushing the same view controller instance more than once is not supported (\(simulation.objectDescription("ListController")))"))
        // Addresses count objects from 0x600000000010: the application is first, the list second.
        #expect(simulation.log.last == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported (<ListController: 0x600000000020>)'")
    }

    @Test func pushingANavigationController() {
        let simulation = Simulation()
        simulation.run {
            let nav = UINavigationController(rootViewController: ListController())
            nav.pushViewController(UINavigationController(), animated: false)
        }
        #expect(simulation.uncaughtException?.name == "NSInvalidArgumentException")
        #expect(simulation.uncaughtException?.reason == "Pushing a navigation controller is not supported")
    }

    @Test func poppingToAControllerNotInTheStack() {
        let simulation = Simulation()
        simulation.run {
            let nav = UINavigationController(rootViewController: ListController())
            nav.popToViewController(DetailController(), animated: false)
        }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInternalInconsistencyException", reason: "Tried to pop to a view controller that doesn't exist."))
    }

    @Test func presentingWhileAlreadyPresentingIsLoggedAndIgnored() {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        let (b, c) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.run { a.present(c, animated: false) }
        simulation.run { a.present(b, animated: false) }
        #expect(simulation.log == ["Attempt to present \(b) on \(a) (from \(a)) which is already presenting \(c)."])
        #expect(simulation.log.first?.hasPrefix("Attempt to present <DetailController: 0x6") == true)
        #expect(a.presentedViewController === c)
        #expect(simulation.isAlive)
        #expect(window.isKeyWindow)
    }

    @Test func presentingFromAControllerNotInAWindow() {
        let simulation = Simulation()
        simulation.run {
            let a = ListController()
            let b = DetailController()
            a.present(b, animated: false)
            #expect(simulation.log == ["Attempt to present \(b) on \(a) whose view is not in the window hierarchy."])
            #expect(b.presentingViewController == nil)
        }
    }

    @Test func presentingAControllerAlreadyPresented() {
        let simulation = Simulation()
        let a = simulation.withCurrent { ListController() }
        let window = launched(a, in: simulation)
        let b = simulation.withCurrent { DetailController() }
        simulation.run { a.present(b, animated: false) }
        simulation.run { b.present(b, animated: false) }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInvalidArgumentException",
            reason: "Application tried to present modally a view controller \(b) that is already being presented by \(a)."))
        #expect(window.isKeyWindow)
    }

    @Test func presentingAnActiveController() {
        let simulation = Simulation()
        let list = simulation.withCurrent { ListController() }
        let nav = simulation.withCurrent { UINavigationController(rootViewController: list) }
        let window = launched(nav, in: simulation)
        simulation.run { nav.present(list, animated: false) }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "NSInvalidArgumentException", reason: "Application tried to present modally an active controller \(list)."))
        #expect(window.isKeyWindow)
    }

    @Test func oneViewOwnedByTwoControllers() {
        let simulation = Simulation()
        simulation.run {
            let a = ListController()
            let b = DetailController()
            b.view = a.view
            #expect(b.viewIfLoaded == nil)
        }
        #expect(simulation.uncaughtException == SimulatedException(
            name: "UIViewControllerHierarchyInconsistency",
            reason: "A view can only be associated with at most one view controller at a time!"))
    }

    @Test func unbalancedAppearanceCallsAreLogged() {
        // "an unmatched pair logs Unbalanced calls to begin/end appearance transitions for <X: 0x…>."
        let simulation = Simulation()
        simulation.run {
            let a = ListController()
            a.endAppearanceTransition()
            #expect(simulation.log == ["Unbalanced calls to begin/end appearance transitions for \(a)."])
            a.beginAppearanceTransition(true, animated: false)
            a.beginAppearanceTransition(true, animated: false)
            #expect(simulation.log.count == 2)
            a.endAppearanceTransition()
            #expect(simulation.lines(of: "ListController").filter { $0.hasSuffix("viewDidAppear(_:)") }.count == 1)
        }
    }
}

extension Simulation {
    /// `<Class: 0x…>` of the first registered object of a class, found in the trace or log.
    func objectDescription(_ className: String) -> String {
        let pattern = "<\(className): 0x"
        for line in log {
            if let range = line.range(of: pattern) {
                let rest = line[range.lowerBound...]
                if let end = rest.firstIndex(of: ">") { return String(rest[...end]) }
            }
        }
        return "?"
    }
}

/// docs/decisions.md, "Popovers without an anchor".
@Suite struct PopoverMisuseTests {
    @Test func anUnanchoredPopoverOnAnIPadRaises() {
        let simulation = Simulation(device: .iPad)
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        simulation.run {
            let popover = DetailController()
            popover.modalPresentationStyle = .popover
            root.present(popover, animated: true)
        }
        #expect(simulation.uncaughtException?.name == "NSGenericException")
        #expect(simulation.uncaughtException?.reason.hasPrefix("UIPopoverPresentationController (<UIPopoverPresentationController: 0x6") == true)
        #expect(simulation.uncaughtException?.reason.hasSuffix(") should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
        #expect(window.isKeyWindow)
    }

    @Test func anAnchoredPopoverOrAnIPhonePopoverIsPresented() {
        for device in Device.allCases {
            let simulation = Simulation(device: device)
            let root = simulation.withCurrent { ListController() }
            let window = launched(root, in: simulation)
            let popover = simulation.withCurrent { DetailController() }
            popover.modalPresentationStyle = .popover
            if device == .iPad { popover.popoverPresentationController?.sourceView = root.view }
            simulation.run { root.present(popover, animated: true) }
            #expect(simulation.isAlive)
            #expect(root.presentedViewController === popover)
            #expect(window.isKeyWindow)
        }
    }
}

/// The classic mistake: presenting from viewDidLoad, before the view is in the window
/// (uikit-behaviour.md: the root's view is loaded, then added to the window), works from
/// viewDidAppear; and a push during a push unbalances the appearance calls.
@Suite struct TimingMisuseTests {
    final class EagerPresenter: UIViewController {
        let toPresent: UIViewController
        let inViewDidLoad: Bool
        init(presenting: UIViewController, inViewDidLoad: Bool) {
            toPresent = presenting
            self.inViewDidLoad = inViewDidLoad
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            if inViewDidLoad { present(toPresent, animated: true) }
        }
        override func viewDidAppear(_ animated: Bool) {
            if !inViewDidLoad { present(toPresent, animated: true) }
        }
    }

    @Test func presentingFromViewDidLoadIsIgnored() {
        let simulation = Simulation()
        let (root, sheet) = simulation.withCurrent {
            let sheet = DetailController()
            return (EagerPresenter(presenting: sheet, inViewDidLoad: true), sheet)
        }
        let window = launched(root, in: simulation)
        #expect(simulation.log == ["Attempt to present \(sheet) on \(root) whose view is not in the window hierarchy."])
        #expect(root.presentedViewController == nil)
        #expect(window.isKeyWindow)
    }

    @Test func presentingFromViewDidAppearWorks() {
        let simulation = Simulation()
        let (root, sheet) = simulation.withCurrent {
            let sheet = DetailController()
            return (EagerPresenter(presenting: sheet, inViewDidLoad: false), sheet)
        }
        let window = launched(root, in: simulation)
        #expect(simulation.log.isEmpty)
        #expect(root.presentedViewController === sheet)
        #expect(window.isKeyWindow)
    }

    @Test func pushingDuringAnAnimatedPushUnbalancesTheAppearanceCalls() {
        // A push made while another push animates (a later turn than the first push) starts a
        // second transition over a controller still appearing: UIKit logs "Unbalanced calls to
        // begin/end appearance transitions" (uikit-behaviour.md, "Misuse").
        let simulation = Simulation()
        let nav = simulation.withCurrent { UINavigationController(rootViewController: ListController()) }
        let window = launched(nav, in: simulation)
        let (second, third) = simulation.withCurrent { (DetailController(), OtherController()) }
        simulation.withCurrent { nav.pushViewController(second, animated: true) }
        simulation.runOneTurn()
        #expect(second.appearanceState == .appearing)
        simulation.run { nav.pushViewController(third, animated: true) }
        #expect(simulation.log == ["Unbalanced calls to begin/end appearance transitions for \(second)."])
        #expect(nav.topViewController === third)
        #expect(third.appearanceState == .appeared)
        #expect(second.appearanceState == .disappeared)
        #expect(window.isKeyWindow)
    }
}
