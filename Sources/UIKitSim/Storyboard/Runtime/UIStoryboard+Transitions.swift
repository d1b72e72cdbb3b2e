extension UIStoryboard {
    /// The segue object for a template: the custom class for `custom` segues (a plain segue
    /// that does nothing when the class is unknown), else a segue whose perform does the
    /// kind's transition. `sender` is what triggered it: a popover's anchor when it is a view
    /// or a bar button item.
    func makeSegue(_ template: SegueTemplate, source: UIViewController,
                   destination: UIViewController, sender: Any? = nil) -> UIStoryboardSegue {
        let identifier = template.identifier
        if case .custom(let className) = template.kind {
            return catalogue?.classResolver?.makeSegue(
                className: className, identifier: identifier, source: source, destination: destination)
                ?? UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        let kind = template.kind
        weak var anchor = sender as AnyObject?
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            [weak self, weak source] in
            guard let self, let source else { return }
            self.transition(kind, from: source, to: destination, anchor: anchor)
        }
    }

    /// The transition of a built-in segue kind.
    func transition(_ kind: SegueKind, from source: UIViewController, to destination: UIViewController,
                    anchor: AnyObject? = nil) {
        switch kind {
        case .show:
            source.show(destination, sender: source)
        case .showDetail:
            source.showDetailViewController(destination, sender: source)
        case .presentation(let options), .modal(let options):
            if let style = options.presentationStyle.flatMap(UIModalPresentationStyle.init(storyboardName:)) {
                destination.modalPresentationStyle = style
            }
            source.present(destination, animated: options.animates)
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            anchorPopover(of: destination, to: anchor)
            source.present(destination, animated: true)
        case .push:
            guard let navigationController = source.navigationController else {
                source.simulation?.raise(ExceptionName.generic,
                    "Push segues can only be used when the source controller is managed by an instance of UINavigationController.")
                return
            }
            navigationController.pushViewController(destination, animated: true)
        case .relationship, .embed, .unwind, .custom:
            break
        }
    }
}

extension UIModalPresentationStyle {
    /// The style a storyboard's `modalPresentationStyle` attribute names (`fullScreen`,
    /// `pageSheet`…); nil for names UIKitSim does not know.
    init?(storyboardName: String) {
        switch storyboardName {
        case "fullScreen": self = .fullScreen
        case "pageSheet": self = .pageSheet
        case "formSheet": self = .formSheet
        case "currentContext": self = .currentContext
        case "custom": self = .custom
        case "overFullScreen": self = .overFullScreen
        case "overCurrentContext": self = .overCurrentContext
        case "popover": self = .popover
        case "automatic": self = .automatic
        case "none": self = .none
        default: return nil
        }
    }
}

extension UIStoryboard {
    /// A popover segue's anchor is the object the segue was drawn from (Matt Neuburg,
    /// Programming iOS 6, "Popover Segues": "the source object from which you control-drag to
    /// form the segue"), unless `prepare` already set one.
    func anchorPopover(of destination: UIViewController, to anchor: AnyObject?) {
        guard let popover = destination.popoverPresentationController,
              popover.sourceView == nil, popover.barButtonItem == nil else { return }
        if let item = anchor as? UIBarButtonItem {
            popover.barButtonItem = item
        } else if let view = anchor as? UIView {
            popover.sourceView = view
        }
    }
}
