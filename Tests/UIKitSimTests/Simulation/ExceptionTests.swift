import Testing
@testable import UIKitSim

/// uikit-behaviour.md: "An exception ends the simulated app the way Xcode's console shows it".
@MainActor @Suite struct ExceptionTests {
    @Test func anExceptionStopsTheRunLoopAndLaterCallsDoNothing() {
        let simulation = Simulation()
        var ranLater = false
        simulation.run {
            DispatchQueue.main.async { ranLater = true }
            let nav = UINavigationController(rootViewController: ListController())
            nav.pushViewController(UINavigationController(), animated: false)
            #expect(!simulation.isAlive)
            let traceCount = simulation.events.count
            nav.pushViewController(DetailController(), animated: false)
            #expect(nav.viewControllers.count == 1)
            #expect(simulation.events.count == traceCount)
        }
        #expect(!ranLater)
        #expect(simulation.log == [
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'",
        ])
    }
}
