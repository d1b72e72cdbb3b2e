import SwiftSubset
import UIKitSim

extension BridgeState {
    /// At the end of a run, undoes what keeps the run's objects alive in a ring: every native
    /// object lets go of its script object, the app delegate of its link (to this bridge),
    /// and the host classes of their closures (which hold the host that holds the classes, and
    /// this bridge). Without it, each run would keep its simulation for the whole process.
    func tearDown(hostClasses: [HostClass]) {
        simulation.checkpoint = nil
        let links = ownershipLinks
        ownershipLinks.removeAll()
        for link in links { link.native?.holdScript(strongly: false) }
        // The application keeps its delegate, whose link reaches this bridge.
        subclassBehaviourCarrier(simulation.application.delegate)?.subclassBehaviour = nil
        // So do the connected scenes theirs.
        for scene in simulation.application.orderedConnectedScenes {
            subclassBehaviourCarrier(scene.delegate)?.subclassBehaviour = nil
        }
        for hostClass in hostClasses {
            hostClass.methods.removeAll()
            hostClass.properties.removeAll()
            hostClass.initializers.removeAll()
            hostClass.staticMembers.removeAll()
            hostClass.staticMethods.removeAll()
        }
    }
}
