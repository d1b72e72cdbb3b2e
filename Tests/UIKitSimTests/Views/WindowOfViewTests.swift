import Testing
@testable import UIKitSim

/// `UIView.window` is the nearest window among the view and its superviews (Apple,
/// `UIView.window`: "This property is nil if the view has not yet been added to a window"). The
/// simulator keeps it as views are added and removed, so these check it after every kind of move.
@Suite struct WindowOfViewTests {
    /// A detached chain `depth` views deep: its top and its bottom.
    func chain(depth: Int, in simulation: Simulation) -> (top: UIView, bottom: UIView) {
        simulation.withCurrent {
            let top = UIView()
            var bottom = top
            for _ in 1..<depth {
                let next = UIView()
                bottom.addSubview(next)
                bottom = next
            }
            return (top, bottom)
        }
    }

    @Test func aSubtreeTakesTheWindowItIsAddedToAndLosesItWhenRemoved() {
        let simulation = Simulation(device: .iPhone)
        let (first, second) = simulation.withCurrent { (UIWindow(), UIWindow()) }
        let (top, bottom) = chain(depth: 50, in: simulation)
        #expect(bottom.window == nil)
        first.addSubview(top)
        #expect(bottom.window === first)
        #expect(top.window === first)
        second.addSubview(top)  // taken from the first window
        #expect(bottom.window === second)
        top.removeFromSuperview()
        #expect(bottom.window == nil)
        #expect(first.window === first)
    }

    @Test func aViewAddedBelowAViewInAWindowIsInThatWindow() {
        let simulation = Simulation(device: .iPhone)
        let window = simulation.withCurrent { UIWindow() }
        let (top, bottom) = chain(depth: 5, in: simulation)
        window.addSubview(top)
        let leaf = simulation.withCurrent { UIView() }
        bottom.addSubview(leaf)
        #expect(leaf.window === window)
        // Cutting the chain in the middle takes the lower half out of the window.
        let middle = bottom.superview?.superview
        middle?.removeFromSuperview()
        #expect(leaf.window == nil)
        #expect(top.window === window)
    }

    /// A window put inside another window's tree stays its own subtree's window.
    @Test func aWindowIsItsOwnWindowWhereverItIs() {
        let simulation = Simulation(device: .iPhone)
        let (outer, inner) = simulation.withCurrent { (UIWindow(), UIWindow()) }
        let view = simulation.withCurrent { UIView() }
        inner.addSubview(view)
        outer.addSubview(inner)
        #expect(inner.window === inner)
        #expect(view.window === inner)
        inner.removeFromSuperview()
        #expect(view.window === inner)
    }
}
