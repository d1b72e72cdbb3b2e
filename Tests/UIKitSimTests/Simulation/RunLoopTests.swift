import Testing
@testable import UIKitSim

/// uikit-behaviour.md, "Time: a transition starts when the current run-loop turn ends"; contract.md, `vctutor run`.
@MainActor @Suite struct RunLoopTests {
    @Test func mainAsyncRunsOnALaterTurnInOrder() {
        let simulation = Simulation()
        var order: [String] = []
        simulation.run {
            DispatchQueue.main.async { order.append("first") }
            DispatchQueue.main.async {
                order.append("second")
                DispatchQueue.main.async { order.append("nested") }
            }
            order.append("top level")
        }
        #expect(order == ["top level", "first", "second", "nested"])
    }

    @Test func asyncAfterRunsWhenTheVirtualClockGetsThere() {
        let simulation = Simulation()
        var seen: [(String, TimeInterval)] = []
        simulation.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { seen.append(("two", simulation.now)) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { seen.append(("half", simulation.now)) }
        }
        #expect(seen.map(\.0) == ["half", "two"])
        #expect(seen.map(\.1) == [0.5, 2])
        #expect(simulation.now == 2)
    }

    @Test func modelNowViewWorkWhenTheTurnEnds() {
        // uikit-behaviour.md, "Time": present updates presentedViewController at once; the
        // presented controller's appearance runs under runTransitionForCurrentState <-
        // _runAfterCACommitDeferredBlocks, when the turn ends; without animation its
        // viewDidAppear follows in the same commit, at the same time.
        let simulation = Simulation()
        let root = simulation.withCurrent { ListController() }
        let window = launched(root, in: simulation)
        let sheet = simulation.withCurrent { DetailController() }
        simulation.withCurrent {
            root.present(sheet, animated: false)
            #expect(root.presentedViewController === sheet)
            #expect(sheet.presentingViewController === root)
            #expect(sheet.appearanceState == .disappeared)
            #expect(!sheet.isViewLoaded)
        }
        simulation.runOneTurn()
        #expect(sheet.appearanceState == .appeared)
        #expect(simulation.now == 0)
        #expect(window.isKeyWindow)
    }

    @Test func runUntilIdleStopsAFloodOfWork() {
        let simulation = Simulation()
        func again() { DispatchQueue.main.async { again() } }
        let finished = simulation.withCurrent {
            again()
            return simulation.runUntilIdle(maxTurns: 50)
        }
        #expect(!finished)
    }
}
