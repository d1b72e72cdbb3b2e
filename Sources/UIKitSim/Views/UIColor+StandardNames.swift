extension UIColor {
    /// The names of the colours UIKit offers as class properties (`.cyan`, `.systemBlue`...).
    public static let standardNames: [String] = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear",
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple",
        "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "tintColor",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "lightText", "darkText",
    ]

    /// The standard colour with that name, nil for a name UIKit does not offer.
    public convenience init?(standardName: String) {
        guard Self.standardNames.contains(standardName) else { return nil }
        self.init(named: standardName)
    }
}
