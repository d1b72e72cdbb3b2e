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
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if !hook("prepare(for:sender:)", [valueOf(segue), UIKitHost.value(ofAny: sender, valueOf)]) {
            super.prepare(for: segue, sender: sender)
        }
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let answer = bridge.callOverride(script, "shouldPerformSegue(withIdentifier:sender:)",
                                         [.string(identifier), UIKitHost.value(ofAny: sender, valueOf)])
        if case .bool(let allowed)? = answer { return allowed }
        return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
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
    /// The script's `@IBAction` for an unwind selector: `unwindToList:` is the method
    /// `unwindToList(_:)`, `unwindWithSegue:` is `unwind(segue:)`.
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        guard let script, let fullName = Self.methodName(forSelector: selector, in: script) else { return nil }
        return { [weak self] segue in
            guard let self else { return }
            _ = self.bridge.callOverride(self.script, fullName, [self.valueOf(segue)])
        }
    }

    /// The Swift name of a one-argument Objective-C selector that the script object implements.
    static func methodName(forSelector selector: String, in script: AnyObject) -> String? {
        guard selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1 else { return nil }
        let base = String(selector.dropLast())
        var candidates = ["\(base)(_:)"]
        if let with = base.range(of: "With", options: .backwards), with.upperBound < base.endIndex {
            let label = base[with.upperBound...]
            let name = base[..<with.lowerBound]
            candidates.append("\(name)(\(label.prefix(1).lowercased() + label.dropFirst()):)")
        }
        return candidates.first { HostCallbacks.implements(script, $0) }
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
