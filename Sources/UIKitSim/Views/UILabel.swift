/// A view that shows text.
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The text colour.
    open var textColor: UIColor?
    /// How many lines the text may take; 0 for any.
    open var numberOfLines = 1
    /// The font; the system font of 17 points unless set (Apple, `UILabel.font`).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// How the text lines up; recorded, not drawn.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether a preferred font follows changes of the content size category (Apple: false by
    /// default); recorded: UIKitSim never changes the category.
    open var adjustsFontForContentSizeCategory = false

    /// Apple, `UILabel.isUserInteractionEnabled`: "This class changes the default value of this
    /// property to false", so touches pass through a label to the view behind it.
    override class var takesTouchesByDefault: Bool { false }
}

/// How lines of text line up.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left, center, right, justified, natural

    /// The case's name as Swift writes it (`center`).
    public var name: String { "\(self)" }
}
