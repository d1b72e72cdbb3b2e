/// `performSegue(withIdentifier:sender:)`: finds the segue in the source's storyboard scene
/// and performs it without asking `shouldPerformSegue` (programmatic segues never ask).
/// A controller not made by a storyboard, or an identifier its scene lacks, raises UIKit's
/// NSInvalidArgumentException.
func storyboardPerformSegue(_ source: UIViewController, _ identifier: String, _ sender: Any?) {
    guard let storyboard = source.storyboard,
          let scene = storyboard.sceneController(of: source),
          let template = scene.segue(withIdentifier: identifier) else {
        source.simulation?.raise(ExceptionName.invalidArgument,
            "Receiver (\(source)) has no segue with identifier '\(identifier)'")
        return
    }
    storyboard.performTemplate(template, from: source, sender: sender)
}

/// A tap on a table view cell made from a storyboard prototype or static cell: fires the
/// segues drawn from that cell, asking `shouldPerformSegue` first. For the table view
/// simulation to call when a row is selected. Returns false when the controller's scene has
/// no such cell (or the cell has no segue).
///
/// - Parameters:
///   - controller: the controller whose scene holds the table view.
///   - reuseIdentifier: the prototype's reuse identifier; nil with `staticIndex` for static cells.
///   - staticIndex: for static tables, the 0-based index of the cell among all the table's cells.
///   - sender: the cell, passed on to `shouldPerformSegue` and `prepare`.
///   - accessory: true for a tap on the cell's accessory button, which fires the segues drawn
///     from it (`trigger="accessoryAction"`) instead of the selection's.
@discardableResult
func storyboardPerformCellSegue(_ controller: UIViewController, reuseIdentifier: String?,
                                staticIndex: Int? = nil, accessory: Bool = false, sender: Any?) -> Bool {
    guard let storyboard = controller.storyboard,
          let list = storyboard.sceneController(of: controller)?.view?.allViews.first(where: {
              $0.kind.isList }) else { return false }
    let cells = list.subviews
    let cell: SceneView? = if let reuseIdentifier {
        cells.first { $0.kind.prototypeReuseIdentifier == reuseIdentifier }
    } else if let staticIndex, cells.indices.contains(staticIndex) {
        cells[staticIndex]
    } else { nil }
    let segues = cell?.segues.filter {
        if case .cellAccessory = $0.trigger { accessory } else { !accessory }
    } ?? []
    guard !segues.isEmpty else { return false }
    for template in segues {
        storyboard.fireTriggeredSegue(template, from: controller, sender: sender)
    }
    return true
}

extension UIStoryboard {
    /// A segue fired by a control or cell: asks the source's `shouldPerformSegue` (traced with
    /// the identifier) and performs the segue unless it answers false. A segue without an
    /// identifier is not asked about (Swift's signature takes a non-optional identifier).
    func fireTriggeredSegue(_ template: SegueTemplate, from source: UIViewController, sender: Any?) {
        guard isAlive else { return }
        if let identifier = template.identifier {
            var allowed = true
            source.deliver(.shouldPerformSegue, .text(identifier)) {
                allowed = source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
            }
            guard allowed, isAlive else { return }
        }
        performTemplate(template, from: source, sender: sender)
    }

    /// Performs a segue of any kind except relationships and embeds: unwinds go back, the
    /// others make a new destination, call the source's `prepare`, then `perform()`.
    func performTemplate(_ template: SegueTemplate, from source: UIViewController, sender: Any?) {
        guard isAlive else { return }
        if case .unwind(let action) = template.kind {
            performUnwind(template, action: action, from: source, sender: sender)
            return
        }
        guard let scene = document?.controller(withID: template.destinationID) else { return }
        let destination = instantiate(scene, creator: template.destinationCreationSelector.map { selector in
            { coder in source.performSegueAction(selector, coder: coder, sender: sender, identifier: template.identifier) }
        })
        guard isAlive else { return }
        let segue = makeSegue(template, source: source, destination: destination, sender: sender)
        deliverPrepare(segue, from: source, sender: sender)
        guard isAlive else { return }
        segue.perform()
    }

    /// Delivers `prepare(for:sender:)` to the source, traced with the segue's identifier.
    func deliverPrepare(_ segue: UIStoryboardSegue, from source: UIViewController, sender: Any?) {
        source.deliver(.prepareForSegue, segue.identifier.map(TraceDetail.text) ?? .noObject) {
            source.prepare(for: segue, sender: sender)
        }
    }
}
