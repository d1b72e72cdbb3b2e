import Testing
@testable import UIKitSim

/// Children added one inside the other in one turn are laid out once each in that turn's
/// commit (issue 12: each child's own layout request re-ran its ancestors' pass, so a chain
/// of 1,000 took over a minute).
///
/// Apple, `viewIsAppearing(_:)`: "The system calls this method once each time a view
/// controller's view appears after the `viewWillAppear(_:)` call."
@Suite struct NestedChildrenLayoutTests {
    /// A custom container that counts its appearance and layout callbacks.
    final class Counting: UIViewController {
        var appearing = 0
        var layouts = 0
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            appearing += 1
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            layouts += 1
        }
        func embed(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test func aChainAddedInOneTurnIsLaidOutOnceEach() {
        let simulation = Simulation()
        let root = simulation.withCurrent { Counting() }
        let window = launched(root, in: simulation)
        let chain = simulation.withCurrent { (0..<4).map { _ in Counting() } }
        simulation.run {
            var parent = root
            for child in chain {
                parent.embed(child)
                parent = child
            }
        }
        #expect(chain.map(\.appearing) == [1, 1, 1, 1])
        #expect(chain.map(\.layouts) == [1, 1, 1, 1])
        #expect(root.appearing == 1)
        #expect(chain.last?.view.window === window)
    }
}
