import SwiftSubset
import UIKitSim

/// Builds the host module that offers UIKitSim to scripts under UIKit's names.
///
/// One module per run: its closures hold the run's `BridgeState`.
struct UIKitHost {
    let bridge: BridgeState
    let responder = HostClass(name: "UIResponder")
    let view = HostClass(name: "UIView", superclassName: "UIResponder")
    let window = HostClass(name: "UIWindow", superclassName: "UIView")
    let viewController = HostClass(name: "UIViewController", superclassName: "UIResponder")
    let navigationController = HostClass(name: "UINavigationController", superclassName: "UIViewController")
    let application = HostClass(name: "UIApplication", superclassName: "UIResponder")
    let storyboard = HostClass(name: "UIStoryboard")
    let segue = HostClass(name: "UIStoryboardSegue")
    /// Views, tables, tab bars, split and page views (UIClasses.swift).
    let ui = UIClasses()

    init(bridge: BridgeState) {
        self.bridge = bridge
    }

    /// The native object inside a script value, unwrapping optionals.
    static func native(_ value: Value) -> AnyObject? {
        switch value {
        case .object(let instance): return instance.hostObject
        case .native(let box): return box.object
        case .optional(let inner): return inner.flatMap(native)
        default: return nil
        }
    }

    /// The script value for a native object: its script object when a script class made it.
    func value(_ object: AnyObject?) -> Value {
        guard let object else { return .optional(nil) }
        if let special = uiValue(object) { return special }
        if let backed = object as? ScriptBacked, let script = backed.script {
            return HostCallbacks.value(native: object, of: responder, script: script)
        }
        let hostClass: HostClass = switch object {
        case is UIApplication: application
        case is UIStoryboard: storyboard
        case is UIStoryboardSegue: segue
        case is UINavigationController: navigationController
        case is UIViewController: viewController
        case is UIWindow: window
        case is UIView: view
        default: responder
        }
        return .native(NativeBox(object: object, hostClass: hostClass))
    }

    /// The module, with every class, enum and global.
    /// How many turns the run loop may take after the top-level code before the run is stopped.
    static let maxTurns = 100_000

    func module() -> HostModule {
        var module = HostModule()
        addViewController()
        addNavigationController()
        addWindow()
        module.classes = [responder, view, window, viewController, navigationController, dispatchQueueClass()]
        addApplication(to: &module)
        addStoryboards(to: &module)
        addUIClasses(to: &module)
        module.protocols["UIApplicationDelegate"] = ["window", "application(_:didFinishLaunchingWithOptions:)",
                                                  "application(_:willFinishLaunchingWithOptions:)"]
        module.trailingClosureLabels = [
            "present": "completion", "dismiss": "completion", "setViewControllers": "completion",
            "async": "execute", "asyncAfter": "execute", "UIAction": "handler",
        ]
        // After the top-level code, the run loop turns until idle. Weak: the compiled program
        // keeps this hook, and must not keep the simulation. A program that keeps scheduling
        // work forever meets the turn cap, which is a limit like the step limit.
        module.finishTopLevel = { [weak bridge] () throws(Interrupt) in
            guard let bridge else { return }
            var idle = true
            try bridge.perform { idle = bridge.simulation.runUntilIdle(maxTurns: Self.maxTurns) }
            if !idle {
                throw .limit("the run loop turned more than \(Self.maxTurns) times: the program keeps scheduling work (a block that dispatches itself again?)")
            }
        }
        return module
    }

    static func argument<T>(_ args: [Value], _ index: Int, as type: T.Type, in member: String) throws(Interrupt) -> T {
        guard index < args.count, let object = native(args[index]) as? T else {
            throw .fatal("Fatal error: \(member) expects a \(T.self) as argument \(index + 1)")
        }
        return object
    }

    static func bool(_ args: [Value], _ index: Int) -> Bool {
        if index < args.count, case .bool(let b) = args[index] { return b }
        return false
    }
}
