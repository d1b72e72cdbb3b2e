/// A colour. UIKitSim draws no pixels; a colour is its name (for the named colours) or its
/// components.
open class UIColor: NSObject {
    /// The colour's name, e.g. `systemBlue`, or its components `rgba(1, 0, 0, 1)`.
    public let name: String

    /// Makes a colour from components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgba(\(red), \(green), \(blue), \(alpha))"
        super.init()
    }

    /// Makes a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        name = "white(\(white), \(alpha))"
        super.init()
    }

    init(named name: String) {
        self.name = name
        super.init()
    }

    open override var description: String { "UIColor.\(name)" }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    open override var hash: Int { name.hashValue }

    open class var black: UIColor { UIColor(named: "black") }
    open class var white: UIColor { UIColor(named: "white") }
    open class var red: UIColor { UIColor(named: "red") }
    open class var green: UIColor { UIColor(named: "green") }
    open class var blue: UIColor { UIColor(named: "blue") }
    open class var yellow: UIColor { UIColor(named: "yellow") }
    open class var orange: UIColor { UIColor(named: "orange") }
    open class var purple: UIColor { UIColor(named: "purple") }
    open class var gray: UIColor { UIColor(named: "gray") }
    open class var clear: UIColor { UIColor(named: "clear") }
    open class var systemBackground: UIColor { UIColor(named: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground") }
    open class var label: UIColor { UIColor(named: "label") }
    open class var systemBlue: UIColor { UIColor(named: "systemBlue") }
    open class var systemRed: UIColor { UIColor(named: "systemRed") }
    open class var systemGreen: UIColor { UIColor(named: "systemGreen") }
    open class var systemYellow: UIColor { UIColor(named: "systemYellow") }
    open class var systemOrange: UIColor { UIColor(named: "systemOrange") }
    open class var systemGray: UIColor { UIColor(named: "systemGray") }
}
