/// A controller that can be the destination of unwind segues: Linux has no Objective-C
/// runtime to ask whether a controller implements `unwindToX:`, so a controller says so here.
///
/// UIKit walks back from the source and unwinds to the first controller that answers a
/// handler for the segue's `unwindAction` selector (`unwindToNotes:`, with its colon).
/// A controller of an interpreted subclass answers through its `SubclassBehaviour` instead
/// (`implements`), for the learner's `@IBAction func unwindToNotes(_ segue: UIStoryboardSegue)`.
public protocol StoryboardUnwindTarget: UIViewController {
    /// The handler for the unwind action `selector` (e.g. `unwindToNotes:`), or nil when this
    /// controller has no such action.
    func unwindAction(named selector: String) -> ((UIStoryboardSegue) -> Void)?
}

extension UIStoryboard {
    /// An unwind segue: the destination is found by walking back from the source, the source
    /// gets `prepare(for:sender:)`, the destination's action runs, then the presentations
    /// above the destination are dismissed and its navigation stack popped back to it.
    /// With no controller handling the action, nothing happens (as on iOS).
    func performUnwind(_ template: SegueTemplate, action: String, from source: UIViewController, sender: Any?) {
        guard let (destination, handler) = unwindDestination(from: source, action: action) else { return }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination) {
            [weak source, weak destination] in
            guard let source, let destination else { return }
            unwindTransition(from: source, to: destination)
        }
        deliverPrepare(segue, from: source, sender: sender)
        guard isAlive else { return }
        handler(segue)
        guard isAlive else { return }
        segue.perform()
    }

    /// The first controller, walking back from `source` through parents and presenting
    /// controllers, that handles `action`. At each container the children are searched first,
    /// most recent first (a navigation stack from the top down), skipping the branch the
    /// walk came from; the source itself is never a destination.
    func unwindDestination(from source: UIViewController, action: String)
        -> (UIViewController, (UIStoryboardSegue) -> Void)? {
        var cameFrom = source
        var node = source.parent ?? source.presentingViewController
        while let current = node {
            for child in current.children.reversed() where child !== cameFrom {
                if let found = searchSubtree(child, action: action, excluding: source) { return found }
            }
            if let handler = handler(of: current, action: action) { return (current, handler) }
            cameFrom = current
            node = current.parent ?? current.presentingViewController
        }
        return nil
    }

    private func searchSubtree(_ controller: UIViewController, action: String, excluding source: UIViewController)
        -> (UIViewController, (UIStoryboardSegue) -> Void)? {
        guard controller !== source else { return nil }
        for child in controller.children.reversed() {
            if let found = searchSubtree(child, action: action, excluding: source) { return found }
        }
        return handler(of: controller, action: action).map { (controller, $0) }
    }

    private func handler(of controller: UIViewController, action: String) -> ((UIStoryboardSegue) -> Void)? {
        (controller as? any StoryboardUnwindTarget)?.unwindAction(named: action)
            ?? controller.subclassUnwindAction(named: action)
    }
}

/// The moves of an unwind: dismiss what is presented above the destination's hierarchy,
/// then pop its navigation stack back to it.
func unwindTransition(from source: UIViewController, to destination: UIViewController) {
    let destinationRoot = destination.topAncestor
    var presented = source.topAncestor
    while let presenter = presented.presentingViewController, presenter.topAncestor !== destinationRoot {
        presented = presenter.topAncestor
    }
    if presented !== destinationRoot, let presenter = presented.presentingViewController {
        presenter.dismiss(animated: true)
    }
    if let navigationController = destination.navigationController,
       navigationController.topViewController !== destination,
       navigationController.viewControllers.contains(where: { $0 === destination }) {
        navigationController.popToViewController(destination, animated: true)
    }
}
