import Foundation
import SwiftSubset
import UIKitSim

/// The native object behind a script's `class X: UITableViewController`: the lifecycle and the
/// data source and delegate methods run the script's overrides when there are some.
final class ScriptedTableViewController: UITableViewController, ScriptedController {
    /// The script object, held as UIKit holds this controller (`ScriptLink`).
    let link: ScriptLink

    init(link: ScriptLink, style: UITableView.Style) {
        self.link = link
        super.init(style: style)
        link.track(self)
    }

    required init?(coder: NSCoder) { return nil }

    override var simulatedClassName: String { link.className }

    override func loadView() { if !link.hook("loadView()") { super.loadView() } }
    override func viewDidLoad() { if !link.hook("viewDidLoad()") { super.viewDidLoad() } }
    override func viewWillAppear(_ animated: Bool) { if !link.hook("viewWillAppear(_:)", [.bool(animated)]) { super.viewWillAppear(animated) } }
    override func viewIsAppearing(_ animated: Bool) { if !link.hook("viewIsAppearing(_:)", [.bool(animated)]) { super.viewIsAppearing(animated) } }
    override func viewDidAppear(_ animated: Bool) { if !link.hook("viewDidAppear(_:)", [.bool(animated)]) { super.viewDidAppear(animated) } }
    override func viewWillDisappear(_ animated: Bool) { if !link.hook("viewWillDisappear(_:)", [.bool(animated)]) { super.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { if !link.hook("viewDidDisappear(_:)", [.bool(animated)]) { super.viewDidDisappear(animated) } }
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

    override func numberOfSections(in tableView: UITableView) -> Int {
        guard let answer = link.call("numberOfSections(in:)", [link.valueOf(tableView)]) else { return super.numberOfSections(in: tableView) }
        return UIKitHost.integer(answer) ?? 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let answer = link.call("tableView(_:numberOfRowsInSection:)", [link.valueOf(tableView), .int(section)]) else {
            return super.tableView(tableView, numberOfRowsInSection: section)
        }
        return UIKitHost.integer(answer) ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let path = link.valueOf(IndexPathBox(indexPath))
        guard let answer = link.call("tableView(_:cellForRowAt:)", [link.valueOf(tableView), path]) else {
            return super.tableView(tableView, cellForRowAt: indexPath)
        }
        // After a script error the answer is not a cell; the run ends when control returns.
        return UIKitHost.native(answer) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if !link.hook("tableView(_:didSelectRowAt:)", [link.valueOf(tableView), link.valueOf(IndexPathBox(indexPath))]) {
            super.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    func callSuper(_ fullName: String, _ args: [Value]) -> Value {
        let table = args.first.flatMap { UIKitHost.native($0) as? UITableView }
        let path = args.count > 1 ? (UIKitHost.native(args[1]) as? IndexPathBox)?.indexPath : nil
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
        case "willMove(toParent:)": super.willMove(toParent: args.first.flatMap { UIKitHost.native($0) as? UIViewController })
        case "didMove(toParent:)": super.didMove(toParent: args.first.flatMap { UIKitHost.native($0) as? UIViewController })
        case "numberOfSections(in:)":
            if let table { return .int(super.numberOfSections(in: table)) }
        case "tableView(_:numberOfRowsInSection:)":
            if let table, args.count > 1, let section = UIKitHost.integer(args[1]) {
                return .int(super.tableView(table, numberOfRowsInSection: section))
            }
        case "tableView(_:cellForRowAt:)":
            if let table, let path { return link.valueOf(super.tableView(table, cellForRowAt: path)) }
        case "tableView(_:didSelectRowAt:)":
            if let table, let path { super.tableView(table, didSelectRowAt: path) }
        default: break
        }
        return .void
    }
}

extension ScriptedTableViewController: StoryboardUnwindTarget {
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)? {
        segues.unwindAction(named: selector)
    }
}
