import SwiftSubset
import UIKitSim

/// The native object behind a script's `class X: UIViewController`: every open callback runs
/// the script's override when there is one, and UIKitSim's implementation otherwise.
final class ScriptedViewController: UIViewController, ScriptedController {
    /// The script object, held as UIKit holds this controller (`ScriptLink`).
    let link: ScriptLink

    init(link: ScriptLink) {
        self.link = link
        super.init(nibName: nil, bundle: nil)
        link.track(self)
    }

    required init?(coder: NSCoder) { return nil }

    override var simulatedClassName: String { link.className }

    override func loadView() { if !link.hook("loadView()") { super.loadView() } }
    override func viewDidLoad() { if !link.hook("viewDidLoad()") { super.viewDidLoad() } }
    override func viewWillAppear(_ animated: Bool) {
        if !link.hook("viewWillAppear(_:)", [.bool(animated)]) { super.viewWillAppear(animated) }
    }
    override func viewIsAppearing(_ animated: Bool) {
        if !link.hook("viewIsAppearing(_:)", [.bool(animated)]) { super.viewIsAppearing(animated) }
    }
    override func viewDidAppear(_ animated: Bool) {
        if !link.hook("viewDidAppear(_:)", [.bool(animated)]) { super.viewDidAppear(animated) }
    }
    override func viewWillDisappear(_ animated: Bool) {
        if !link.hook("viewWillDisappear(_:)", [.bool(animated)]) { super.viewWillDisappear(animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        if !link.hook("viewDidDisappear(_:)", [.bool(animated)]) { super.viewDidDisappear(animated) }
    }
    override func viewWillLayoutSubviews() { if !link.hook("viewWillLayoutSubviews()") { super.viewWillLayoutSubviews() } }
    override func viewDidLayoutSubviews() { if !link.hook("viewDidLayoutSubviews()") { super.viewDidLayoutSubviews() } }
    override func willMove(toParent parent: UIViewController?) {
        if !link.hook("willMove(toParent:)", [link.optional(parent)]) { super.willMove(toParent: parent) }
    }
    override func didMove(toParent parent: UIViewController?) {
        if !link.hook("didMove(toParent:)", [link.optional(parent)]) { super.didMove(toParent: parent) }
    }
    var segues: SegueHooks { link.segues }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if !segues.prepare(segue, sender: sender) { super.prepare(for: segue, sender: sender) }
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        segues.shouldPerform(identifier, sender: sender) ?? super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }

    /// UIKitSim's own implementation of a callback: what the script's `super.name()` reaches.
    func callSuper(_ fullName: String, _ args: [Value]) -> Value {
        let animated = Lifecycle.animatedFlag(args)
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
        return .void
    }

    /// The native controller inside a script value (`.object`, `.native` or an optional of them).
    static func controller(_ value: Value) -> UIViewController? {
        UIKitHost.native(value) as? UIViewController
    }
}

extension ScriptedViewController: StoryboardUnwindTarget {
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        segues.unwindAction(named: selector)
    }
}
