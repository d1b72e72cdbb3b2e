/// An image. UIKitSim draws no pixels: an image is the name it was made from, an asset's
/// (`UIImage(named:)`) or an SF Symbol's (`UIImage(systemName:)`).
open class UIImage: NSObject {
    /// Where an image's name comes from.
    public enum Source: Sendable, Equatable {
        /// An image in the app's asset catalogue or bundle.
        case asset
        /// An SF Symbol.
        case systemSymbol
    }

    /// The name the image was made from.
    public let name: String
    /// Whether the name is an asset's or a symbol's.
    public let source: Source

    /// The image in the app's bundle with this name. UIKitSim has no bundle to look in, so
    /// every name is found (a device returns nil for a name the bundle lacks).
    public init(named name: String) {
        self.name = name
        source = .asset
        symbolConfiguration = nil
        super.init()
    }

    /// The configuration a symbol image was made with, nil when none was given (Apple's
    /// `symbolConfiguration`, "The configuration details for the image, if it's a symbol image",
    /// is not offered to programs: what it answers then is not documented).
    public let symbolConfiguration: SymbolConfiguration?

    /// The SF Symbol with this name, drawn with `configuration` when one is given (Apple,
    /// `init(systemName:withConfiguration:)`).
    public init(systemName: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        name = systemName
        source = .systemSymbol
        symbolConfiguration = configuration
        super.init()
    }

    open override var description: String {
        source == .asset ? "UIImage(named: \"\(name)\")" : "UIImage(systemName: \"\(name)\")"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.name == name && other.source == source
    }

    open override var hash: Int { name.hashValue }

    /// How a symbol image is drawn (Apple, `UIImage.SymbolConfiguration`: "An object that
    /// contains the specific font, size, style, and weight attributes to apply to a symbol
    /// image"). UIKitSim draws nothing: it keeps the point size the program gave.
    public final class SymbolConfiguration: NSObject {
        /// The point size given to `init(pointSize:)`.
        public let pointSize: CGFloat

        /// Apple, `init(pointSize:)`: "Creates a configuration object with the specified point
        /// size".
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }

        public override var description: String { "UIImage.SymbolConfiguration(pointSize: \(pointSize))" }
    }
}

/// A view that shows an image.
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// Apple, `UIImageView`: "New image view objects are configured to disregard user events
    /// by default" (`isUserInteractionEnabled` is false).
    override class var takesTouchesByDefault: Bool { false }

    /// Makes an image view showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
