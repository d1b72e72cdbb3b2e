/// What UIKit knows about an unwind segue while it looks for the destination (iOS 9+): the
/// controller it leaves, its action, and what triggered it. UIKit makes one per unwind and
/// hands it to ``UIViewController/allowedChildrenForUnwinding(from:)`` and
/// ``UIViewController/childContaining(_:)``.
public final class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind leaves (`sourceViewController`).
    public let source: UIViewController
    /// The action's selector as the storyboard spells it (`unwindToList:`).
    public let unwindAction: String
    /// What triggered the segue (a button, a bar button item, or what `performSegue` was given).
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }

    /// `<UIStoryboardUnwindSegueSource: 0x…>`, the way UIKit prints it.
    public override var description: String {
        source.simulation.map { $0.identity(of: self).bracketed } ?? "<UIStoryboardUnwindSegueSource>"
    }
}

/// An Objective-C selector handed to a script override (`canPerformUnwindSegueAction`'s
/// `action`), spelled as the storyboard spells it (`unwindToList:`); the bridge gives the
/// script a `Selector` that compares equal to `#selector(unwindToList(_:))`.
public struct SelectorName: Hashable, Sendable {
    /// The selector, `unwindToList:`.
    public let text: String
}
