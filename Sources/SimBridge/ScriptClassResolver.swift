import SwiftSubset
import UIKitSim

/// Makes the script's classes for a storyboard's `customClass`: a scene naming a script
/// subclass of `UIViewController` gets the script object (made with its `init?(coder:)` or
/// `init()`), around a `UIViewController` carrying its `ScriptLink`; a custom segue naming a
/// script subclass of `UIStoryboardSegue` gets one made with `init(identifier:source:destination:)`.
final class ScriptClassResolver: StoryboardClassResolver {
    /// The run's types (the program's classes among them once the interpreter has checked them).
    var classes: HostTypes?
    private weak var bridge: BridgeState?
    /// The script value of a native object (`UIKitHost.value(_:)`).
    private let valueOf: (AnyObject?) -> Value

    init(bridge: BridgeState, valueOf: @escaping (AnyObject?) -> Value) {
        self.bridge = bridge
        self.valueOf = valueOf
    }

    func makeViewController(className: String) -> UIViewController? {
        guard let classes, classes.isScriptClass(className, inheritingFrom: "UIViewController") else { return nil }
        return bridge?.makeForUIKit(className, in: classes, as: UIViewController.self)
    }

    func makeSegue(className: String, identifier: String?, source: UIViewController,
                   destination: UIViewController) -> UIStoryboardSegue? {
        guard let classes, classes.isScriptClass(className, inheritingFrom: "UIStoryboardSegue") else { return nil }
        let args: [Value] = [.optional(identifier.map(Value.string)), valueOf(source), valueOf(destination)]
        return bridge?.makeForUIKit(className, in: classes, initializer: "init(identifier:source:destination:)", args,
                                    as: UIStoryboardSegue.self)
    }

    func makeCell(className: String, reuseIdentifier: String) -> UITableViewCell? {
        guard let classes, classes.isScriptClass(className, inheritingFrom: "UITableViewCell") else { return nil }
        let style = classes.enumCase("UITableViewCell.CellStyle", "default") ?? .void
        return bridge?.makeForUIKit(className, in: classes, initializer: "init(style:reuseIdentifier:)",
                                    [style, .optional(.string(reuseIdentifier))], as: UITableViewCell.self)
    }

    /// A script subclass of `UICollectionViewCell` for a prototype, made with its `init()`
    /// (the storyboard sets the reuse identifier).
    func makeCollectionCell(className: String, reuseIdentifier: String) -> UICollectionViewCell? {
        guard let classes, classes.isScriptClass(className, inheritingFrom: "UICollectionViewCell") else { return nil }
        return bridge?.makeForUIKit(className, in: classes, as: UICollectionViewCell.self)
    }

    /// A script subclass of `UIView` named as a scene view's custom class, made with its
    /// `init()`.
    func makeView(className: String) -> UIView? {
        guard let classes, classes.isScriptClass(className, inheritingFrom: "UIView") else { return nil }
        return bridge?.makeForUIKit(className, in: classes, as: UIView.self)
    }
}

extension BridgeState {
    /// An object of the script class `className` that UIKit makes and keeps (a storyboard's
    /// controller or segue, a table's registered cell): made with `initializer`, or as a
    /// storyboard makes it when nil, and held so that the script object lives as long as UIKit
    /// keeps the native one. nil when the class gives no such object; a script error is kept.
    func makeForUIKit<T>(_ className: String, in types: HostTypes, initializer: String? = nil, _ args: [Value] = [],
                         as kind: T.Type) -> T? {
        guard pendingInterrupt == nil else { return nil }
        do throws(Interrupt) {
            let made = if let initializer {
                try types.make(className, initializer: initializer, args)
            } else {
                try types.make(className)
            }
            return made.flatMap { NativeValues.handedToUIKit($0) as? T }
        } catch {
            keep(error)
            return nil
        }
    }
}
