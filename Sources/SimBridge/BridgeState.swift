import SwiftSubset
import UIKitSim

/// What one run's host module shares between its native closures: the simulation and the
/// first script error raised inside a callback that native code could not propagate.
final class BridgeState {
    let simulation: Simulation
    /// The run's storyboards, current around every UIKitSim call.
    let catalogue: StoryboardCatalogue
    /// The storyboard an `@main` app launches with (`UIMainStoryboardFile`), if any.
    var mainStoryboard: String?
    /// Info.plist's scene manifest: present, the app launches scene-based.
    var sceneManifest: SceneManifest?
    /// The run's `.strings` files: table name (`Localizable`) to key to value.
    var localizedStrings: [String: [String: String]] = [:]
    /// An error thrown by a script override while UIKitSim was calling it; rethrown when
    /// control returns to the script's own call. Setting one ends the simulated app at once,
    /// as the crash would end the process: UIKit delivers no further callbacks.
    var pendingInterrupt: Interrupt? {
        didSet { if pendingInterrupt != nil { simulation.endAfterCrash() } }
    }
    /// The script controllers whose native objects may hold them (`ScriptOwnership.swift`).
    var ownershipLinks: [ScriptOwnershipLink] = []
    var settlingOwnership = false

    init(simulation: Simulation, catalogue: StoryboardCatalogue = StoryboardCatalogue()) {
        self.simulation = simulation
        self.catalogue = catalogue
        simulation.checkpoint = { [weak self] in self?.settleOwnership() }
    }

    /// Runs a UIKitSim call with the simulation current, then surfaces a script error raised
    /// inside it, or the exception that ended the app.
    func perform(_ body: () -> Void) throws(Interrupt) {
        within(body)
        try surface()
    }

    /// Runs `body` with the simulation current.
    /// Afterwards, script controllers are held as UIKit now holds their native objects.
    func within<R>(_ body: () -> R) -> R {
        defer { simulation.withCurrent { settleOwnership() } }
        return simulation.withCurrent { catalogue.withCurrent(body) }
    }

    /// Throws the pending script error or the app's uncaught exception, if any.
    func surface() throws(Interrupt) {
        if let pending = pendingInterrupt {
            pendingInterrupt = nil
            throw pending
        }
        if let exception = simulation.uncaughtException {
            throw .exception(name: exception.name, reason: exception.reason)
        }
    }

    /// Runs a script closure from native code (the run loop, a control's action, a completion
    /// handler); an error is kept for `surface()`.
    @discardableResult
    func callClosure(_ closure: Value, _ args: [Value] = []) -> Value? {
        guard pendingInterrupt == nil else { return nil }
        do {
            return try HostCallbacks.callClosure(closure, args)
        } catch {
            keep(error)
            return nil
        }
    }

    /// Calls a script override from native code; returns nil when the script does not
    /// override `fullName`. A script error is kept for `surface()`.
    func callOverride(_ script: AnyObject?, _ fullName: String, _ args: [Value]) -> Value? {
        guard let script, pendingInterrupt == nil else { return nil }
        do {
            return try HostCallbacks.callOverride(script, fullName, args)
        } catch {
            keep(error)
            return .void
        }
    }

    /// Keeps a script error raised inside a UIKit callback for `surface()`, and ends the app
    /// there, as the crash of compiled Swift would: UIKit does nothing more.
    func keep(_ error: Interrupt) {
        if pendingInterrupt == nil { pendingInterrupt = error }
        simulation.endAfterCrash()
    }
}
