/// An alert or action sheet: a controller presented like any other, whose buttons are its
/// actions. A tap on an action dismisses the alert, and the action's handler runs when the
/// dismissal has ended (docs/decisions.md, UIKitSim, "Alerts").
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of choices from the bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    /// The message under the title.
    open var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order they were added (nil when there are none, as UIKit has it).
    open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }
    private var addedTextFields: [UITextField] = []
    /// The action drawn in bold; recorded.
    open var preferredAction: UIAlertAction?

    /// Makes an alert with its title, message and style.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        // An alert leaves what is under it on screen (no disappear callbacks for the presenter).
        modalPresentationStyle = preferredStyle == .actionSheet && simulation?.device == .iPad ? .popover : .overFullScreen
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds a text field under the message, configured by `configurationHandler` at once.
    /// Only an alert may have text fields: for an action sheet UIKit raises
    /// NSInternalInconsistencyException and the app ends.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            simulation?.raise(ExceptionName.internalInconsistency,
                              "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        addedTextFields.append(field)
        configurationHandler?(field)
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// The user's tap on `action`: the alert is dismissed, then the handler runs.
    func userTapped(_ action: UIAlertAction) {
        let handler = action.handler
        dismiss(animated: true) { handler?(action) }
    }
}

/// A button of an alert.
open class UIAlertAction: NSObject {
    /// How the button looks: plain, the cancel button, or destructive (red).
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Makes a button; `handler` runs after the alert was dismissed by a tap on it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
