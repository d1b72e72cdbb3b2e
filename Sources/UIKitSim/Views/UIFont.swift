/// A font. UIKitSim draws no glyphs: a font is its kind and point size.
open class UIFont: NSObject {
    /// The font's description (`systemFont 17`, `boldSystemFont 24`, `body`...).
    public let name: String
    /// The point size; 0 for a text style's font (its size follows Dynamic Type).
    public let pointSize: CGFloat

    convenience init(name: String, pointSize: CGFloat) {
        self.init(name: name, pointSize: pointSize, textStyle: nil)
    }

    /// The system font at a size.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "systemFont", pointSize: size) }
    /// The bold system font at a size.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "boldSystemFont", pointSize: size) }
    /// The italic system font at a size.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "italicSystemFont", pointSize: size) }

    /// The font of a Dynamic Type text style (Apple, `preferredFont(forTextStyle:)`): its size
    /// follows the user's content size category, which UIKitSim does not choose, so its
    /// `pointSize` is unknown (0 here; the bridge refuses to show it).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: style.name, pointSize: 0, textStyle: style)
    }

    /// The text style a preferred font was made for; nil for a font of a fixed size.
    public let textStyle: TextStyle?

    init(name: String, pointSize: CGFloat, textStyle: TextStyle?) {
        self.name = name
        self.pointSize = pointSize
        self.textStyle = textStyle
        super.init()
    }

    /// Dynamic Type's text styles (Apple, `UIFont.TextStyle`).
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The case's name as Swift writes it.
        public var name: String { rawValue }
    }

    open override var description: String {
        textStyle.map { "UIFont(preferred \($0.name))" } ?? "UIFont(\(name), \(pointSize))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.pointSize == pointSize
    }

    open override var hash: Int { name.hashValue ^ pointSize.hashValue }
}
