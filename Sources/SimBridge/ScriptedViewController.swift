import SwiftSubset
import UIKitSim

/// The native object behind a script's `class X: UIViewController`: every open callback runs
/// the script's override when there is one, and UIKitSim's implementation otherwise.
final class ScriptedViewController: UIViewController {
    /// The script object: held strongly while UIKit holds this controller (a window's root, a
    /// navigation stack), so it still reaches the script's overrides; weakly otherwise, so the
    /// script's own references decide when it is freed (`ScriptOwnership.swift`).
    var script: AnyObject? { strongScript ?? weakScript }
    private var strongScript: AnyObject?
    private weak var weakScript: AnyObject?
    let scriptClassName: String
    let bridge: BridgeState
    let valueOf: (AnyObject?) -> Value

    init(scriptClassName: String, script: AnyObject, bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.scriptClassName = scriptClassName
        self.weakScript = script
        self.bridge = bridge
        self.valueOf = valueOf
        super.init(nibName: nil, bundle: nil)
        bridge.track(self, script: script)
    }

    required init?(coder: NSCoder) { return nil }

    override var simulatedClassName: String { scriptClassName }

    private func hook(_ name: String, _ args: [Value] = []) -> Bool {
        bridge.callOverride(script, name, args) != nil
    }

    override func loadView() { if !hook("loadView()") { super.loadView() } }
    override func viewDidLoad() { if !hook("viewDidLoad()") { super.viewDidLoad() } }
    override func viewWillAppear(_ animated: Bool) {
        if !hook("viewWillAppear(_:)", [.bool(animated)]) { super.viewWillAppear(animated) }
    }
    override func viewIsAppearing(_ animated: Bool) {
        if !hook("viewIsAppearing(_:)", [.bool(animated)]) { super.viewIsAppearing(animated) }
    }
    override func viewDidAppear(_ animated: Bool) {
        if !hook("viewDidAppear(_:)", [.bool(animated)]) { super.viewDidAppear(animated) }
    }
    override func viewWillDisappear(_ animated: Bool) {
        if !hook("viewWillDisappear(_:)", [.bool(animated)]) { super.viewWillDisappear(animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        if !hook("viewDidDisappear(_:)", [.bool(animated)]) { super.viewDidDisappear(animated) }
    }
    override func viewWillLayoutSubviews() { if !hook("viewWillLayoutSubviews()") { super.viewWillLayoutSubviews() } }
    override func viewDidLayoutSubviews() { if !hook("viewDidLayoutSubviews()") { super.viewDidLayoutSubviews() } }
    override func willMove(toParent parent: UIViewController?) {
        if !hook("willMove(toParent:)", [.optional(parent.map { valueOf($0) })]) { super.willMove(toParent: parent) }
    }
    override func didMove(toParent parent: UIViewController?) {
        if !hook("didMove(toParent:)", [.optional(parent.map { valueOf($0) })]) { super.didMove(toParent: parent) }
    }
    var segues: SegueHooks { SegueHooks(script: script, bridge: bridge, valueOf: valueOf) }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if !segues.prepare(segue, sender: sender) { super.prepare(for: segue, sender: sender) }
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        segues.shouldPerform(identifier, sender: sender) ?? super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }

    /// UIKitSim's own implementation of a callback: what the script's `super.name()` reaches.
    func callSuper(_ fullName: String, _ args: [Value]) {
        let animated = args.first.flatMap { if case .bool(let b) = $0 { b } else { nil } } ?? false
        switch fullName {
        case "loadView()": super.loadView()
        case "viewDidLoad()": super.viewDidLoad()
        case "viewWillAppear(_:)": super.viewWillAppear(animated)
        case "viewIsAppearing(_:)": super.viewIsAppearing(animated)
        case "viewDidAppear(_:)": super.viewDidAppear(animated)
        case "viewWillDisappear(_:)": super.viewWillDisappear(animated)
        case "viewDidDisappear(_:)": super.viewDidDisappear(animated)
        case "viewWillLayoutSubviews()": super.viewWillLayoutSubviews()
        case "viewDidLayoutSubviews()": super.viewDidLayoutSubviews()
        case "willMove(toParent:)": super.willMove(toParent: args.first.flatMap(Self.controller))
        case "didMove(toParent:)": super.didMove(toParent: args.first.flatMap(Self.controller))
        default: break
        }
    }

    /// The native controller inside a script value (`.object`, `.native` or an optional of them).
    static func controller(_ value: Value) -> UIViewController? {
        UIKitHost.native(value) as? UIViewController
    }
}

extension ScriptedViewController: ScriptBacked {}

extension ScriptedViewController: StoryboardUnwindTarget {
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        segues.unwindAction(named: selector)
    }
}

extension ScriptedViewController: ScriptOwning {
    func holdScript(strongly: Bool) {
        if strongly {
            if strongScript == nil { strongScript = weakScript }
        } else {
            strongScript = nil
        }
    }
}
