/// An action with a handler, attached to a control or listed in a menu.
open class UIAction: UIMenuElement {
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: AnyObject?
    let handler: (UIAction) -> Void

    /// Makes an action that runs `handler` when its control fires it or the user picks it in
    /// a menu.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler as UIKit does when the user picks the action in a menu (no sender).
    public func perform() {
        sender = nil
        handler(self)
    }
}

/// A view that sends actions when the user interacts with it.
open class UIControl: UIView {
    /// Control events.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// Control states.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Disabled controls ignore taps.
    open var isEnabled = true
    var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when any of `events` happens.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Runs the actions attached to any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        guard isAppAlive else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            guard isAppAlive else { return }
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
    }
}

/// A button with a title.
open class UIButton: UIControl {
    /// Button types; all behave the same in UIKitSim.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's type.
    public let buttonType: ButtonType
    /// The configuration the program gave the button (Apple, `UIButton.configuration`: nil by
    /// default), kept as the program's own record: UIKitSim draws nothing from it.
    open var configuration: AnyObject?
    private var titles: [UInt: String] = [:]
    /// The label that shows the current title (Apple, `titleLabel`: "Although this property is
    /// read-only, its own properties are read/write"); made when first read, and its text
    /// follows `setTitle(_:for:)`.
    public var titleLabel: UILabel? {
        if let madeTitleLabel { return madeTitleLabel }
        let label = UILabel(frame: .zero)
        label.text = currentTitle
        madeTitleLabel = label
        return label
    }
    private var madeTitleLabel: UILabel?

    /// Makes a button of the given type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// Makes a system button whose primary action (a tap) runs `primaryAction`; the button is
    /// titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        madeTitleLabel?.text = currentTitle
    }

    /// The title for `state`, falling back to the normal title.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: .normal) }

    /// What a tap does: `touchUpInside` and `primaryActionTriggered` actions.
    func simulateTap() {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
