/// A view that shows text.
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The text colour.
    open var textColor: UIColor?
    /// How many lines the text may take; 0 for any.
    open var numberOfLines = 1
}
