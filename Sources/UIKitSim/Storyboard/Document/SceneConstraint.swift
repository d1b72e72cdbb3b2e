import Foundation

/// A `constraint` element of a view's `constraints` (Xcode's storyboard XML): the view that
/// lists it holds it. Items are element ids: a view's, or a view's safe-area guide's
/// (`viewLayoutGuide key="safeArea"`); a missing `firstItem` is the holding view itself.
struct SceneConstraint: Sendable, Equatable {
    var id: String
    var line: Int
    var firstItem: String?
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var secondItem: String?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float
    var identifier: String?

    /// The attribute an element names: Xcode writes `baseline` for the last baseline.
    static func attribute(named name: String) -> NSLayoutConstraint.Attribute? {
        if name == "baseline" { return .lastBaseline }
        return NSLayoutConstraint.Attribute.allCases.first { $0.name == name }
    }

    /// A multiplier as Xcode writes it: a number (`0.5`) or a ratio (`16:9`).
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0, text.contains(":") { return CGFloat(parts[0] / parts[1]) }
        return parts.count == 1 && !text.contains(":") ? CGFloat(parts[0]) : nil
    }
}
