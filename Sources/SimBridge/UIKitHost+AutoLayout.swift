import SwiftSubset
import UIKitSim

/// Auto Layout as programs observe it (issue 13): `translatesAutoresizingMaskIntoConstraints`,
/// `NSLayoutConstraint`, layout anchors, the views' layout guides and `constraints`, and
/// `UILayoutPriority` (a prelude struct). UIKitSim records constraints and does not solve
/// them: a frame that depends on them is refused (`refuseUnknownFrame`), never guessed.
extension UIKitHost {
    /// Declared before every program, after the layout prelude. Parsed once per process.
    static let autoLayout = Prelude(autoLayoutPrelude, madeByHost: ["UILayoutPriority"])
    static let autoLayoutPrelude = """
    struct UILayoutPriority: Equatable {
        var rawValue: Double
        init(_ rawValue: Double) { self.rawValue = rawValue }
        init(rawValue: Double) { self.rawValue = rawValue }
        static let required = UILayoutPriority(1000)
        static let defaultHigh = UILayoutPriority(750)
        static let dragThatCanResizeScene = UILayoutPriority(510)
        static let sceneSizeStayPut = UILayoutPriority(500)
        static let dragThatCannotResizeScene = UILayoutPriority(490)
        static let defaultLow = UILayoutPriority(250)
        static let fittingSizeLevel = UILayoutPriority(50)
    }

    """

    /// The anchor properties of views and guides, by attribute.
    static let anchorNames: [(String, NSLayoutConstraint.Attribute)] = [
        ("leadingAnchor", .leading), ("trailingAnchor", .trailing), ("leftAnchor", .left), ("rightAnchor", .right),
        ("topAnchor", .top), ("bottomAnchor", .bottom), ("widthAnchor", .width), ("heightAnchor", .height),
        ("centerXAnchor", .centerX), ("centerYAnchor", .centerY),
    ]

    /// The relations as the anchors' method labels spell them.
    static let relationLabels: [(String, NSLayoutConstraint.Relation)] = [
        ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual),
    ]

    /// Enums of Auto Layout.
    static let autoLayoutEnums: [HostEnum] = [
        hostEnum("NSLayoutConstraint.Attribute", NSLayoutConstraint.Attribute.self),
        hostEnum("NSLayoutConstraint.Relation", NSLayoutConstraint.Relation.self),
        hostEnum("NSLayoutConstraint.Axis", NSLayoutConstraint.Axis.self),
        hostEnum("UIStackView.Distribution", UIStackView.Distribution.self),
        hostEnum("UIStackView.Alignment", UIStackView.Alignment.self),
        HostEnum(name: "NSDirectionalRectEdge", cases: ["top", "leading", "bottom", "trailing", "all"]),
        hostEnum("UIFont.TextStyle", UIFont.TextStyle.self),
    ]

    static let directionalEdges: [String: NSDirectionalRectEdge] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
    ]

    func addAutoLayout(to module: inout HostModule) {
        module.preludes.append(Self.autoLayout)
        addViewConstraints()
        addAnchors()
        addConstraintClass()
        addLayoutGuides()
        addDynamicType()
        addStackView()
    }

    /// Stops the run with "not supported" when the view's frame depends on constraints.
    static func refuseUnknownFrame(_ view: UIView?, reading member: String) throws(Interrupt) {
        guard let view, !view.isPlacementKnown || !view.isFrameKnown else { return }
        throw .unsupported("reading \(member) of \(view): \(UIView.unknownFrameReason)")
    }

    private func addViewConstraints() {
        let bridge = bridge
        view.properties["translatesAutoresizingMaskIntoConstraints"] = boolProperty(
            UIView.self, get: { $0.translatesAutoresizingMaskIntoConstraints }, set: { $0.translatesAutoresizingMaskIntoConstraints = $1 })
        view.properties["constraints"] = arrayProperty(UIView.self) { $0.constraints }
        view.propertyTypes["constraints"] = "[NSLayoutConstraint]"
        let each: [(String, (UIView, NSLayoutConstraint) -> Void)] = [
            ("addConstraint", { $0.addConstraint($1) }), ("removeConstraint", { $0.removeConstraint($1) }),
        ]
        for (name, apply) in each {
            view.define("\(name)(_:)") { object, args throws(Interrupt) -> Value in
                let constraint = try Self.argument(args, 0, as: NSLayoutConstraint.self, in: "\(name)(_:)")
                try bridge.perform { (object as? UIView).map { apply($0, constraint) } }
                return .void
            }
            view.define("\(name)s(_:)") { object, args throws(Interrupt) -> Value in
                let constraints = try Self.constraints(args, in: "\(name)s(_:)")
                try bridge.perform { if let view = object as? UIView { constraints.forEach { apply(view, $0) } } }
                return .void
            }
        }
        for name in ["setContentCompressionResistancePriority(_:for:)", "setContentHuggingPriority(_:for:)"] {
            // Recorded nowhere: a priority only matters to the solver, which UIKitSim lacks.
            view.define(name) { _, args throws(Interrupt) -> Value in
                guard args.first.flatMap(Self.priority) != nil else {
                    throw .fatal("Fatal error: \(name) expects a UILayoutPriority as argument 1")
                }
                return .void
            }
        }
        view.properties["firstBaselineAnchor"] = anchorProperty(.firstBaseline)
        view.properties["lastBaselineAnchor"] = anchorProperty(.lastBaseline)
    }

    /// A read-only property giving the anchor of an attribute of a view or guide.
    private func anchorProperty(_ attribute: NSLayoutConstraint.Attribute) -> HostProperty {
        let host = self
        return HostProperty(get: { object throws(Interrupt) -> Value in
            host.value(host.bridge.within { NSLayoutAnchor.anchor(of: object, attribute) })
        })
    }

    private func addAnchors() {
        for (name, attribute) in Self.anchorNames {
            view.properties[name] = anchorProperty(attribute)
            ui.layoutGuide.properties[name] = anchorProperty(attribute)
        }
        let anchor = ui.layoutAnchor
        anchor.describe = { "\($0)" }
        for (label, relation) in Self.relationLabels {
            anchor.define("constraint(\(label):)", constraintMaker(relation, "constraint(\(label):)", multiplier: false, constant: false))
            anchor.define("constraint(\(label):constant:)", constraintMaker(relation, "constraint(\(label):constant:)", multiplier: false, constant: true))
            let dimension = ui.layoutDimension
            dimension.define("constraint(\(label):multiplier:)",
                             constraintMaker(relation, "constraint(\(label):multiplier:)", multiplier: true, constant: false))
            dimension.define("constraint(\(label):multiplier:constant:)",
                             constraintMaker(relation, "constraint(\(label):multiplier:constant:)", multiplier: true, constant: true))
            dimension.define("constraint(\(label)Constant:)") { object, args throws(Interrupt) -> Value in
                guard let anchor = object as? NSLayoutAnchor, let constant = args.first.flatMap(Self.number) else {
                    throw .fatal("Fatal error: constraint(\(label)Constant:) expects a number")
                }
                return self.value(self.bridge.within { anchor.constraint(relation, to: nil, constant: CGFloat(constant)) })
            }
            for (hostClass, word) in [(ui.xAxisAnchor, "After"), (ui.yAxisAnchor, "Below")] {
                let name = "constraint(\(label)SystemSpacing\(word):multiplier:)"
                hostClass.define(name) { object, args throws(Interrupt) -> Value in
                    let (anchor, other) = try Self.anchors(object, args, in: name)
                    let multiplier = args.count > 1 ? Self.number(args[1]) ?? 1 : 1
                    return self.value(self.bridge.within { anchor.systemSpacingConstraint(relation, to: other, multiplier: CGFloat(multiplier)) })
                }
            }
        }
    }

    /// A method making a constraint from the receiving anchor to the anchor in argument 1, with
    /// a multiplier and/or constant from the next arguments.
    private func constraintMaker(_ relation: NSLayoutConstraint.Relation, _ name: String, multiplier: Bool,
                                 constant: Bool) -> (AnyObject, [Value]) throws(Interrupt) -> Value {
        let host = self
        return { object, args throws(Interrupt) -> Value in
            let (anchor, other) = try Self.anchors(object, args, in: name)
            let numbers = args.dropFirst().map(Self.number)
            guard numbers.count == [multiplier, constant].filter({ $0 }).count, let values = Optional(numbers.compactMap { $0 }),
                  values.count == numbers.count else {
                throw .fatal("Fatal error: \(name) expects numbers after the anchor")
            }
            let factor = multiplier ? values[0] : 1
            let offset = constant ? values[values.count - 1] : 0
            return host.value(host.bridge.within {
                anchor.constraint(relation, to: other, multiplier: CGFloat(factor), constant: CGFloat(offset))
            })
        }
    }

    /// The receiving anchor and the anchor argument, which must be of the same kind (Swift's
    /// generic `NSLayoutAnchor<AnchorType>` refuses the mix when compiling; here it is
    /// checked when the call runs, with the compiler's words).
    static func anchors(_ object: AnyObject, _ args: [Value], in member: String) throws(Interrupt) -> (NSLayoutAnchor, NSLayoutAnchor) {
        guard let anchor = object as? NSLayoutAnchor else { throw .fatal("Fatal error: \(member) needs an anchor") }
        let other = try argument(args, 0, as: NSLayoutAnchor.self, in: member)
        guard other.kind == anchor.kind else {
            throw .fatal("Fatal error: \(member): cannot convert value of type '\(other.kind.rawValue)' to expected argument type '\(anchor.kind.rawValue)'")
        }
        return (anchor, other)
    }

    /// The constraints in a script array argument, or a clear error.
    static func constraints(_ args: [Value], in member: String) throws(Interrupt) -> [NSLayoutConstraint] {
        guard case .array(let items)? = args.first?.unwrapped else {
            throw .fatal("Fatal error: \(member) expects an array of NSLayoutConstraint")
        }
        let constraints = items.compactMap { native($0) as? NSLayoutConstraint }
        guard constraints.count == items.count else {
            throw .fatal("Fatal error: \(member) expects an array of NSLayoutConstraint")
        }
        return constraints
    }

    /// A priority's number in a script `UILayoutPriority` value.
    static func priority(_ value: Value) -> Double? {
        guard case .structValue(let s) = value.unwrapped, s.type.name == "UILayoutPriority", let raw = s.fields.first else { return nil }
        return number(raw)
    }
}
