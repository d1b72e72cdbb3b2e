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
        super.init()
    }

    /// The SF Symbol with this name.
    public init(systemName: String) {
        name = systemName
        source = .systemSymbol
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
