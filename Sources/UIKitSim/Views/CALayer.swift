/// A view's Core Animation layer, as far as a program sets it and reads it back: the corner
/// radius, the border's width and colour, and whether it clips its content. UIKitSim draws no
/// pixels, so none of these changes what is shown.
open class CALayer: NSObject {
    /// Apple, `CALayer.cornerRadius`: "The default value of this property is 0.0."
    open var cornerRadius: CGFloat = 0
    /// Apple, `CALayer.borderWidth`: "The default value of this property is 0.0."
    open var borderWidth: CGFloat = 0
    /// Apple, `CALayer.borderColor`: "The default value of this property is an opaque black
    /// color."
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// Apple, `CALayer.masksToBounds`: "The default value of this property is false."
    open var masksToBounds = false
}

/// A Core Graphics colour: what `UIColor.cgColor` gives and a layer's `borderColor` holds. It
/// keeps the `UIColor` it came from, so `UIColor(cgColor:)` gives back an equal colour.
public final class CGColor: NSObject {
    /// The colour this one was made from.
    public let uiColor: UIColor

    init(_ uiColor: UIColor) {
        self.uiColor = uiColor
        super.init()
    }

    public override var description: String { "CGColor(\(uiColor.name))" }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CGColor)?.uiColor.isEqual(uiColor) ?? false
    }

    public override var hash: Int { uiColor.hash }
}

extension UIColor {
    /// The colour as a Core Graphics colour (for a layer's `borderColor`).
    public var cgColor: CGColor { CGColor(self) }
}
