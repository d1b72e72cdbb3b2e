import Testing
@testable import UIKitSim

/// Classic split view collapsing on an iPhone. Expectations, Apple's
/// splitViewController(_:collapseSecondary:onto:) page: answering false lets the split view
/// controller fold the secondary's content into the collapsed interface (its default, which
/// pushes the secondary onto a primary navigation controller); answering true means the delegate
/// handled it and the secondary is not shown. Apple's isCollapsed page: once collapsed,
/// `viewControllers` holds a single child.
@Suite struct ClassicCollapseTests {
    final class Answer: UISplitViewControllerDelegate {
        let value: Bool
        var asked: [String] = []
        init(_ value: Bool) { self.value = value }
        func splitViewController(_ s: UISplitViewController, collapseSecondary secondary: UIViewController,
                                 onto primary: UIViewController) -> Bool {
            asked.append("\(type(of: secondary)) onto \(type(of: primary))")
            return value
        }
    }

    private func make(_ simulation: Simulation) -> (UISplitViewController, UINavigationController, DetailController) {
        simulation.withCurrent {
            let split = UISplitViewController()
            let master = UINavigationController(rootViewController: ListController())
            let detail = DetailController()
            split.viewControllers = [master, detail]
            return (split, master, detail)
        }
    }

    @Test func answeringFalseIsTheDefaultAndOpensOnTheDetail() {
        let simulation = Simulation(device: .iPhone)
        let (split, master, detail) = make(simulation)
        let delegate = Answer(false)
        split.delegate = delegate
        let window = launched(split, in: simulation)
        #expect(delegate.asked == ["DetailController onto UINavigationController"])
        #expect(master.topViewController === detail)
        #expect(detail.appearanceState == .appeared)
        #expect(split.viewControllers.count == 1)
        #expect(window.isKeyWindow)
    }

    @Test func aSecondaryNavigationControllerGivesItsStackToThePrimary() {
        let simulation = Simulation(device: .iPhone)
        let (split, master, detail) = simulation.withCurrent {
            let split = UISplitViewController()
            let master = UINavigationController(rootViewController: ListController())
            let detail = DetailController()
            split.viewControllers = [master, UINavigationController(rootViewController: detail)]
            return (split, master, detail)
        }
        let window = launched(split, in: simulation)
        #expect(master.viewControllers.count == 2)
        #expect(master.topViewController === detail)
        #expect(detail.navigationController === master)
        #expect(window.isKeyWindow)
    }

    @Test func onAnIPadNothingCollapsesAndTheDelegateIsNotAsked() {
        let simulation = Simulation(device: .iPad)
        let (split, master, detail) = make(simulation)
        let delegate = Answer(false)
        split.delegate = delegate
        let window = launched(split, in: simulation)
        #expect(delegate.asked.isEmpty)
        #expect(master.viewControllers.count == 1)
        #expect(split.viewControllers.count == 2)
        #expect(detail.appearanceState == .appeared)
        #expect(window.isKeyWindow)
    }
}
