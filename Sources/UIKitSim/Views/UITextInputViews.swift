/// A one-line editable text. The keyboard is not simulated: text changes come from the program.
open class UITextField: UIControl {
    /// The text shown; nil by default (Apple, `UITextField.text`).
    open var text: String?
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: AnyObject?
}

/// A scrollable, multi-line editable text. The keyboard is not simulated.
open class UITextView: UIView {
    /// The text shown (empty, not nil, when nothing is set, as UIKit returns it).
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
    /// Whether the user may edit the text.
    open var isEditable = true
    /// The delegate; held weakly, as UIKit does.
    open weak var delegate: AnyObject?
}
