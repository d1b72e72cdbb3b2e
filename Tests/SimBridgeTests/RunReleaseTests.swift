import Testing
@testable import SimBridge
import SwiftSubset

/// A finished run's types are freed with the run. A process that checks many programs (a
/// `watch` session, a class's solutions graded together) kept every run's types before: the
/// Foundation module that `import UIKit` brings held them by name while its classes' closures
/// held the module's registry, a cycle nothing cut (about 120 KB a check, measured with
/// heaptrack over `vctutor-bench`'s 444 runs).
@Suite struct RunReleaseTests {
    /// Whether each of `names`, a type of the run of `source`, is freed once the run is.
    func freedAfterRun(_ source: String, _ names: [String]) -> [String: Bool] {
        var probes: [String: () -> Bool] = [:]
        do {
            let run = ProgramRun(files: [ProgramFile(name: "main.swift", text: source)])
            _ = run.run()
            for name in names {
                weak var type = run.hostTypes?.byName[name]
                #expect(type != nil, "\(name) is not a type of the run")
                probes[name] = { type == nil }
            }
        }
        return probes.mapValues { $0() }
    }

    @Test func typesOfARunThatImportsUIKitAreFreed() {
        let freed = freedAfterRun("""
            import UIKit
            class Home: UIViewController {}
            let home = Home()
            print(home.isViewLoaded)
            """, ["Home", "UIViewController", "UIScene.ActivationState"])
        #expect(freed == ["Home": true, "UIViewController": true, "UIScene.ActivationState": true])
    }

    @Test func typesOfARunStoppedByDiagnosticsAreFreed() {
        let freed = freedAfterRun("""
            import Foundation
            class Counter { func next() -> Int { 1 } }
            let label: String = Counter().next()
            """, ["Counter"])
        #expect(freed == ["Counter": true])
    }
}
