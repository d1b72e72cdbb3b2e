import Foundation
import SwiftSubset
import UIKitSim

/// UIKitSim's own implementations of the methods a script subclass may override: what the
/// script's `super.viewDidLoad()` reaches (and a call on UIKit's own objects). UIKitSim asks a
/// script subclass for its override through `ScriptLink`; this is the way back.
extension UIKitHost {
    func addOverridableMethods() {
        let lifecycle: [(String, (UIViewController, Bool) -> Void)] = [
            ("viewWillAppear(_:)", { $0.viewWillAppear($1) }), ("viewIsAppearing(_:)", { $0.viewIsAppearing($1) }),
            ("viewDidAppear(_:)", { $0.viewDidAppear($1) }), ("viewWillDisappear(_:)", { $0.viewWillDisappear($1) }),
            ("viewDidDisappear(_:)", { $0.viewDidDisappear($1) }),
        ]
        for (name, call) in lifecycle {
            overridable(viewController, name) { (controller: UIViewController, args) in call(controller, Self.bool(args, 0)) }
        }
        let plain: [(String, (UIViewController) -> Void)] = [
            ("loadView()", { $0.loadView() }), ("viewDidLoad()", { $0.viewDidLoad() }),
            ("viewWillLayoutSubviews()", { $0.viewWillLayoutSubviews() }),
            ("viewDidLayoutSubviews()", { $0.viewDidLayoutSubviews() }),
        ]
        for (name, call) in plain {
            overridable(viewController, name) { (controller: UIViewController, _) in call(controller) }
        }
        overridable(viewController, "viewSafeAreaInsetsDidChange()") { (controller: UIViewController, _) in
            controller.viewSafeAreaInsetsDidChange()
        }
        overridable(viewController, "traitCollectionDidChange(_:)") { (controller: UIViewController, args) in
            controller.traitCollectionDidChange(args.first.flatMap(Self.traits))
        }
        overridable(viewController, "viewWillTransition(to:with:)") { (controller: UIViewController, args) in
            guard let size = args.first.flatMap({ Self.pair($0.unwrapped, "CGSize") }),
                  let coordinator = args.count > 1 ? Self.native(args[1]) as? UIViewControllerTransitionCoordinator : nil else { return }
            controller.viewWillTransition(to: CGSize(width: size.0, height: size.1), with: coordinator)
        }
        overridable(viewController, "willMove(toParent:)") { (controller: UIViewController, args) in
            controller.willMove(toParent: args.first.flatMap { Self.native($0) as? UIViewController })
        }
        overridable(viewController, "didMove(toParent:)") { (controller: UIViewController, args) in
            controller.didMove(toParent: args.first.flatMap { Self.native($0) as? UIViewController })
        }
        overridable(viewController, "prepare(for:sender:)") { (controller: UIViewController, args) in
            guard let segue = args.first.flatMap({ Self.native($0) as? UIStoryboardSegue }) else { return }
            controller.prepare(for: segue, sender: args.count > 1 ? NativeValues.native(args[1]) : nil)
        }
        overridableWithResult(viewController, "shouldPerformSegue(withIdentifier:sender:)") { (controller: UIViewController, args) in
            let identifier = args.first.flatMap(Self.text) ?? ""
            return .bool(controller.shouldPerformSegue(withIdentifier: identifier, sender: args.count > 1 ? NativeValues.native(args[1]) : nil))
        }
        addOverridableUnwindMethods()
        overridable(view, "layoutSubviews()") { (view: UIView, _) in view.layoutSubviews() }
        // Every responder a storyboard makes (controllers, cells) is sent `awakeFromNib()`.
        overridable(responder, "awakeFromNib()") { (object: UIResponder, _) in object.awakeFromNib() }
        overridable(segue, "perform()") { (segue: UIStoryboardSegue, _) in segue.perform() }
        addOverridableTableMethods()
        addOverridableCollectionMethods()
    }

    /// The iOS 13 unwind search and `unwind(for:towards:)`, which a script's controller may
    /// override (a custom container, a controller that refuses an unwind).
    private func addOverridableUnwindMethods() {
        let host = self
        func controller(_ args: [Value], _ index: Int) -> UIViewController? {
            args.count > index ? Self.native(args[index]) as? UIViewController : nil
        }
        func source(_ args: [Value]) -> UIStoryboardUnwindSegueSource? {
            args.first.flatMap { Self.native($0) as? UIStoryboardUnwindSegueSource }
        }
        overridableWithResult(viewController, "canPerformUnwindSegueAction(_:from:sender:)") { (target: UIViewController, args) in
            guard case .selector(let name)? = args.first, let from = controller(args, 1) else { return .bool(false) }
            let selector = ObjCSelector.objectiveC(name)
            return .bool(target.canPerformUnwindSegueAction(selector, from: from,
                                                            sender: args.count > 2 ? NativeValues.native(args[2]) : nil))
        }
        overridableWithResult(viewController, "allowedChildrenForUnwinding(from:)") { (target: UIViewController, args) in
            guard let source = source(args) else { return .array([]) }
            return .array(target.allowedChildrenForUnwinding(from: source).map { host.value($0) })
        }
        overridableWithResult(viewController, "childContaining(_:)") { (target: UIViewController, args) in
            guard let source = source(args) else { return .optional(nil) }
            return .optional(host.value(target.childContaining(source)).optionalPayload)
        }
        overridable(viewController, "unwind(for:towards:)") { (target: UIViewController, args) in
            guard let segue = args.first.flatMap({ Self.native($0) as? UIStoryboardSegue }),
                  let towards = controller(args, 1) else { return }
            target.unwind(for: segue, towards: towards)
        }
    }

    private func addOverridableTableMethods() {
        let host = self
        let tables = ui.tableViewController
        func table(_ args: [Value]) -> UITableView? { args.first.flatMap { Self.native($0) as? UITableView } }
        func path(_ args: [Value]) -> IndexPath? { args.count > 1 ? (Self.native(args[1]) as? IndexPathBox)?.indexPath : nil }
        overridableWithResult(tables, "numberOfSections(in:)") { (controller: UITableViewController, args) in
            table(args).map { .int(controller.numberOfSections(in: $0)) } ?? .int(0)
        }
        overridableWithResult(tables, "tableView(_:numberOfRowsInSection:)") { (controller: UITableViewController, args) in
            guard let table = table(args), args.count > 1, let section = Self.integer(args[1]) else { return .int(0) }
            return .int(controller.tableView(table, numberOfRowsInSection: section))
        }
        overridableWithResult(tables, "tableView(_:cellForRowAt:)") { (controller: UITableViewController, args) in
            guard let table = table(args), let path = path(args) else { return .optional(nil) }
            return host.value(controller.tableView(table, cellForRowAt: path))
        }
        overridable(tables, "tableView(_:didSelectRowAt:)") { (controller: UITableViewController, args) in
            if let table = table(args), let path = path(args) { controller.tableView(table, didSelectRowAt: path) }
        }
        overridable(tables, "tableView(_:accessoryButtonTappedForRowWith:)") { (controller: UITableViewController, args) in
            if let table = table(args), let path = path(args) { controller.tableView(table, accessoryButtonTappedForRowWith: path) }
        }
    }

    private func addOverridableCollectionMethods() {
        let host = self
        let collections = ui.collectionViewController
        func collection(_ args: [Value]) -> UICollectionView? { args.first.flatMap { Self.native($0) as? UICollectionView } }
        func path(_ args: [Value]) -> IndexPath? { args.count > 1 ? (Self.native(args[1]) as? IndexPathBox)?.indexPath : nil }
        overridableWithResult(collections, "numberOfSections(in:)") { (controller: UICollectionViewController, args) in
            collection(args).map { .int(controller.numberOfSections(in: $0)) } ?? .int(0)
        }
        overridableWithResult(collections, "collectionView(_:numberOfItemsInSection:)") { (controller: UICollectionViewController, args) in
            guard let collection = collection(args), args.count > 1, let section = Self.integer(args[1]) else { return .int(0) }
            return .int(controller.collectionView(collection, numberOfItemsInSection: section))
        }
        overridableWithResult(collections, "collectionView(_:cellForItemAt:)") { (controller: UICollectionViewController, args) in
            guard let collection = collection(args), let path = path(args) else { return .optional(nil) }
            return host.value(controller.collectionView(collection, cellForItemAt: path))
        }
        overridable(collections, "collectionView(_:didSelectItemAt:)") { (controller: UICollectionViewController, args) in
            if let collection = collection(args), let path = path(args) { controller.collectionView(collection, didSelectItemAt: path) }
        }
    }

    /// Defines `name` on `hostClass` as UIKitSim's implementation, for a method with no result.
    func overridable<T>(_ hostClass: HostClass, _ name: String, _ body: @escaping (T, [Value]) -> Void) {
        overridableWithResult(hostClass, name) { (object: T, args) in
            body(object, args)
            return .void
        }
    }

    /// Defines `name` on `hostClass` as UIKitSim's implementation: on an object made for a
    /// script subclass, UIKitSim then runs its own body, not the script's override again.
    private func overridableWithResult<T>(_ hostClass: HostClass, _ name: String, _ body: @escaping (T, [Value]) -> Value) {
        let bridge = bridge
        hostClass.define(name) { object, args throws(Interrupt) -> Value in
            guard let typed = object as? T else { return .void }
            var result = Value.void
            try bridge.perform {
                let run = { body(typed, args) }
                result = ScriptLink.of(object).map { $0.callingSuper(name, run) } ?? run()
            }
            return result
        }
    }
}

extension UIKitHost {
    /// Makes every initialiser of every class in `classes` serve script subclasses too: for a
    /// script object (`class Inbox: UIViewController`), the UIKitSim object the initialiser
    /// makes carries the script's `ScriptLink`, so UIKitSim asks the script for its overrides,
    /// and `value(_:)` gives the script object back wherever the native one comes back.
    func makeSubclassable(_ classes: [HostClass]) {
        let bridge = bridge
        let host = self
        for hostClass in classes {
            for (name, make) in hostClass.initializers {
                hostClass.defineInit(name) { args, script throws(Interrupt) -> AnyObject in
                    guard let link = host.scriptLink(for: script),
                          let nativeClassName = HostCallbacks.hostClassName(of: script) else { return try make(args, script) }
                    let made = try bridge.simulation.making(link, as: nativeClassName) { () throws(Interrupt) -> AnyObject in
                        try make(args, script)
                    }
                    // A segue is no responder: it takes the link here. An app delegate took its own.
                    guard let carrier = subclassBehaviourCarrier(made) else { return made }
                    if carrier.subclassBehaviour == nil { carrier.subclassBehaviour = link }
                    if let carried = ScriptLink.of(carrier) { bridge.track(carried, script: script) }
                    return made
                }
            }
        }
    }
}
