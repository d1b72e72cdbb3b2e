/// A one-line editable text. The keyboard is not simulated: text changes come from the program.
open class UITextField: UIControl {
    /// The text shown: empty by default, and empty, not nil, after nil is assigned. Apple's
    /// reference for `UITextField.text` said "This string is @"" by default" (today's page says
    /// nil); on devices the getter never gives nil: "It starts out as an empty string instead of
    /// nil. Even when it is explicitly set to nil it remains an empty string" (Matt Neuburg,
    /// stackoverflow.com/a/42861357). Programs that force-unwrap it (`field.text!`) rely on that.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    private var storedText = ""
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

/// Asking a text input to take the keyboard. No keyboard is simulated and no first responder is
/// tracked: only the answer is given.
extension UIView {
    /// Whether this text input would become the first responder: an enabled text field or a
    /// text view (selectable by default, even when not editable) that is in a window (Apple,
    /// `becomeFirstResponder()`: call it only on a view that "is part of an active view
    /// hierarchy"); other views answer false, as `canBecomeFirstResponder` is false by default.
    public func textInputBecomesFirstResponder() -> Bool {
        guard window != nil else { return false }
        switch self {
        case let field as UITextField: return field.isEnabled
        case is UITextView: return true
        default: return false
        }
    }
}
