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
    /// An unwind segue, in TN2298's order ("The Unwind Process"): the destination is found
    /// (``unwindDestination(for:)``), the source gets `prepare(for:sender:)`, the destination's
    /// action runs, then the segue performs: the presentations above the destination are
    /// dismissed and the containers on the way get `unwind(for:towards:)`. With no controller
    /// accepting the action, nothing happens (as on iOS). A controller that accepts it in its
    /// own `canPerformUnwindSegueAction` without having the method raises UIKit's
    /// unrecognized-selector exception when the action is sent.
    func performUnwind(_ template: SegueTemplate, action: String, from source: UIViewController, sender: Any?) {
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = unwindDestination(for: unwindSource), isAlive else { return }
        weak var made: UIStoryboardSegue?
        let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination) {
            [weak source, weak destination] in
            guard let source, let destination, let made else { return }
            unwindTransition(made, from: source, to: destination)
        }
        made = segue
        deliverPrepare(segue, from: source, sender: sender)
        guard isAlive else { return }
        guard let handler = destination.unwindHandler(for: action) else {
            destination.raiseUnrecognizedSelector(action)
            return
        }
        handler(segue)
        guard isAlive else { return }
        segue.perform()
    }

    /// The destination: starting at the source and moving up through parents and presenting
    /// controllers, each controller's allowed children are searched first (depth first, the
    /// branch the walk came from left out), then the controller itself is asked
    /// `canPerformUnwindSegueAction` (Apple's `allowedChildrenForUnwinding(from:)` and
    /// `canPerformUnwindSegueAction(_:from:sender:)` pages).
    func unwindDestination(for unwind: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var node: UIViewController? = unwind.source
        while let current = node, isAlive {
            if let found = searchForUnwind(current, unwind) { return found }
            node = current.parent ?? current.presentingViewController
        }
        return nil
    }

    private func searchForUnwind(_ controller: UIViewController, _ unwind: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: unwind) {
            if let found = searchForUnwind(child, unwind) { return found }
            guard isAlive else { return nil }
        }
        guard isAlive else { return nil }
        let accepts = controller.canPerformUnwindSegueAction(unwind.unwindAction, from: unwind.source, sender: unwind.sender)
        return accepts ? controller : nil
    }
}

/// The moves of an unwind: dismiss what is presented above the destination's hierarchy, then
/// tell each controller from the top of the destination's hierarchy down to it, with
/// `unwind(for:towards:)`, which child leads there (a navigation controller pops, a tab bar
/// controller selects).
func unwindTransition(_ segue: UIStoryboardSegue, from source: UIViewController, to destination: UIViewController) {
    let destinationRoot = destination.topAncestor
    var presented = source.topAncestor
    while let presenter = presented.presentingViewController, presenter.topAncestor !== destinationRoot {
        presented = presenter.topAncestor
    }
    if presented !== destinationRoot, let presenter = presented.presentingViewController {
        presenter.dismiss(animated: true)
    }
    var path: [UIViewController] = [destination]
    while let parent = path[0].parent { path.insert(parent, at: 0) }
    for (container, towards) in zip(path, path.dropFirst()) {
        guard destination.simulation?.isAlive ?? false else { return }
        container.unwind(for: segue, towards: towards)
    }
}
