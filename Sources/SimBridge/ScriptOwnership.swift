import SwiftSubset
import UIKitSim

/// A script object and the native object made for it point at each other (the native
/// object's `ScriptLink` holds the script). A cycle
/// would keep both forever, so the native side holds the script strongly only while UIKit
/// holds the native object (a window, a container, a presentation), and weakly otherwise:
/// then the script's own references decide, and when the last goes the script's `deinit` runs
/// and the native object is freed, as the single object of compiled Swift would be.
protocol ScriptOwning: AnyObject {
    /// Holds the script object strongly (true) or weakly (false).
    func holdScript(strongly: Bool)
}

/// One script object whose native object may hold it; the link itself holds neither strongly.
final class ScriptOwnershipLink {
    weak var script: AnyObject?
    weak var native: (any ScriptOwning)?

    init(script: AnyObject, native: any ScriptOwning) {
        self.script = script
        self.native = native
    }
}

extension BridgeState {
    /// Follows a native object made for `script`.
    func track(_ native: any ScriptOwning, script: AnyObject) {
        ownershipLinks.append(ScriptOwnershipLink(script: script, native: native))
    }

    /// Holds each script object strongly if UIKit holds its native object, weakly otherwise.
    /// Letting go of one may run its `deinit` (and free the native object) right here.
    func settleOwnership() {
        guard !settlingOwnership else { return }
        settlingOwnership = true
        defer { settlingOwnership = false }
        var index = 0
        while index < ownershipLinks.count {
            let link = ownershipLinks[index]
            guard let script = link.script else {
                ownershipLinks.remove(at: index)
                continue
            }
            // No reference to the native object may be held here while checking.
            if let heldOnlyByScript = HostCallbacks.hostObjectIsHeldOnlyByScript(script) {
                link.native?.holdScript(strongly: !heldOnlyByScript)
            }
            index += 1
        }
    }
}
