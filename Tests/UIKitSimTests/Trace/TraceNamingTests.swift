import Testing
@testable import UIKitSim

/// contract.md, `--json` trace: object names, `ClassName#N`, details.
@Suite struct TraceNamingTests {
    @Test func severalInstancesAreNumberedInCreationOrder() {
        let simulation = Simulation()
        simulation.run {
            let first = ListController()
            let nav = UINavigationController(rootViewController: first)
            nav.pushViewController(ListController(), animated: false)
        }
        #expect(simulation.trace.prefix(3) == [
            TraceRecord(object: "ListController#1", event: "willMove(toParent:)", detail: "UINavigationController"),
            TraceRecord(object: "ListController#1", event: "didMove(toParent:)", detail: "UINavigationController"),
            TraceRecord(object: "ListController#2", event: "willMove(toParent:)", detail: "UINavigationController"),
        ])
    }

    @Test func classNameComesFromTheOverridableHook() {
        // Hosts of interpreted subclasses name the learner's class.
        final class Host: UIViewController {
            override var simulatedClassName: String { "LearnerViewController" }
        }
        let simulation = Simulation()
        simulation.run {
            let host = Host()
            host.loadViewIfNeeded()
            #expect(host.description.hasPrefix("<LearnerViewController: 0x"))
        }
        #expect(simulation.trace.first == TraceRecord(object: "LearnerViewController", event: "loadView"))
    }

    @Test func addressesAreDeterministic() {
        func descriptions() -> [String] {
            Simulation().run { [ListController().description, UIView().description] }
        }
        #expect(descriptions() == descriptions())
        #expect(descriptions() == ["<ListController: 0x600000000020>", "<UIView: 0x600000000030>"])
    }
}
