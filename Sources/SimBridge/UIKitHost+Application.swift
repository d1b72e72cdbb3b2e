import SwiftSubset
import UIKitSim

extension UIKitHost {
    /// `UIApplication`, `UIApplication.shared`, its `delegate`, script subclasses of
    /// `UIResponder` (app delegates) and the launch of an `@main` app delegate.
    func addApplication(to module: inout HostModule) {
        let bridge = bridge
        let host = self
        responder.defineInit("init()") { _, script throws(Interrupt) -> AnyObject in
            host.makeResponder(for: script)
        }
        responder.describe = { "\($0)" }
        application.describe = { "\($0)" }
        let shared: () throws(Interrupt) -> Value = { host.value(bridge.simulation.application) }
        application.staticMembers["shared"] = shared
        application.properties["delegate"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .optional(host.value((object as? UIApplication)?.delegate).optionalPayload)
        })
        application.properties["windows"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .array(((object as? UIApplication)?.windows ?? []).map { host.value($0) })
        })
        module.classes.append(application)
        module.launchMain = { delegate throws(Interrupt) in try host.launch(delegate) }
    }

    /// The native object for `UIResponder()` or a script subclass of it. Reached also by
    /// subclasses of host classes that have no initialiser of their own (a plain view then).
    func makeResponder(for script: AnyObject) -> AnyObject {
        bridge.within {
            switch HostCallbacks.hostClassName(of: script) {
            case "UIResponder":
                guard let link = scriptLink(for: script) else { return UIResponder() }
                return bridge.simulation.making(link, as: "ScriptedDelegate") { ScriptedDelegate() }
            case "UIView": return UIView()
            default: return UIResponder()
            }
        }
    }

    /// Launches an `@main` app delegate as `UIApplicationMain` does, with the run's main
    /// storyboard or, in a scene-based app, its scene manifest, then turns the run loop until idle.
    func launch(_ delegateValue: Value) throws(Interrupt) {
        // The application keeps its delegate for the whole run, so the script object lives
        // as long (`ScriptOwnership.swift`).
        guard let delegate = Self.native(delegateValue) as? ScriptedDelegate,
              let script = ScriptLink.of(delegate)?.script,
              HostCallbacks.conforms(script, to: "UIApplicationDelegate") else {
            throw .fatal("Fatal error: the @main type must be a UIResponder subclass that adopts UIApplicationDelegate")
        }
        let storyboard = bridge.mainStoryboard.map { MainStoryboard.named($0, in: bridge.catalogue) }
        let scenes = bridge.sceneManifest.map(sceneLaunch)
        try bridge.perform {
            bridge.catalogue.withCurrent {
                _ = UIApplicationMain(bridge.simulation, delegate, mainStoryboard: storyboard, scenes: scenes)
            }
        }
    }
}
