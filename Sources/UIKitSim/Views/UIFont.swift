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

    /// The font named `fontName` at `size` (Apple, `init?(name:size:)`: nil when iOS has no
    /// such font), from the families UIKitSim knows iOS ships (`knownFamilies`); nil too for
    /// any other name, which the bridge refuses rather than guess.
    public convenience init?(name fontName: String, size: CGFloat) {
        guard Self.knownFamilies.contains(fontName) else { return nil }
        self.init(name: fontName, pointSize: size, textStyle: nil)
    }

    /// Fonts iOS ships, each by Apple's word: "Palatino": Apple's sample "Creating self-sizing
    /// table view cells" (CustomCell.swift): "this font is included with all versions of iOS
    /// that support Dynamic Type".
    public static let knownFamilies: Set<String> = ["Palatino"]

    /// The same font scaled for a text style (`UIFontMetrics.scaledFont(for:)`): its size
    /// follows the user's text size, so it is unknown.
    func scaled(for style: TextStyle) -> UIFont {
        UIFont(name: name, pointSize: 0, textStyle: style)
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
        guard let textStyle else { return "UIFont(\(name), \(pointSize))" }
        return name == textStyle.name ? "UIFont(preferred \(name))" : "UIFont(\(name) scaled for \(textStyle.name))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.pointSize == pointSize
    }

    open override var hash: Int { name.hashValue ^ pointSize.hashValue }
}

/// Scales custom fonts for a Dynamic Type text style (Apple's `UIFontMetrics`).
public final class UIFontMetrics: NSObject {
    public let textStyle: UIFont.TextStyle

    /// Metrics for a text style (Apple, `init(forTextStyle:)`).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of the body style (Apple, `UIFontMetrics.default`).
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the user's text size: its size is then unknown to UIKitSim.
    public func scaledFont(for font: UIFont) -> UIFont { font.scaled(for: textStyle) }
}
