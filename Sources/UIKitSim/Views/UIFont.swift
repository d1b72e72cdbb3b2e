/// A font. UIKitSim draws no glyphs: a font is its kind and point size.
open class UIFont: NSObject {
    /// The font's description (`systemFont 17`, `boldSystemFont 24`, `body`...).
    public let name: String
    /// The point size; 0 for a text style's font (its size follows Dynamic Type).
    public let pointSize: CGFloat

    init(name: String, pointSize: CGFloat) {
        self.name = name
        self.pointSize = pointSize
        super.init()
    }

    /// The system font at a size.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "systemFont", pointSize: size) }
    /// The bold system font at a size.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "boldSystemFont", pointSize: size) }
    /// The italic system font at a size.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "italicSystemFont", pointSize: size) }

    open override var description: String { "UIFont(\(name), \(pointSize))" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.pointSize == pointSize
    }

    open override var hash: Int { name.hashValue ^ pointSize.hashValue }
}
