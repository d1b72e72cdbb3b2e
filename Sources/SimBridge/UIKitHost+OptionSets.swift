import SwiftSubset
import UIKitSim

/// UIKit's option sets as scripts write them (`[.flexibleWidth, .flexibleHeight]`, `.all`,
/// `[]`): a host enum of the option names, read and written as an array of its cases.
extension UIKitHost {
    /// `UIView.AutoresizingMask`'s options, in UIKit's bit order.
    static let autoresizingOrder = [
        "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin",
    ]
    static let autoresizingOptions: [String: UIView.AutoresizingMask] = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth, "flexibleRightMargin": .flexibleRightMargin,
        "flexibleTopMargin": .flexibleTopMargin, "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]
    /// The names of `UIView.AnimationOptions` a script may pass to the transition methods; the
    /// simulator does not animate, so they are accepted and not used.
    static let animationOptionNames = [
        "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
        "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent", "showHideTransitionViews",
        "overrideInheritedOptions", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear",
        "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
        "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom",
        "preferredFramesPerSecond60", "preferredFramesPerSecond30",
    ]

    /// A settable property of option set type `Options`, named in scripts by the host enum
    /// `enumName`, whose cases are the keys of `options`.
    func optionSetProperty<Object: AnyObject, Options: OptionSet>(
        _ member: String, enumName: String, _ options: [String: Options], order: [String],
        get: @escaping (Object) -> Options, set: @escaping (Object, Options) -> Void
    ) -> HostProperty where Options.Element == Options {
        let host = self
        return HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                guard let typed = object as? Object else { return .array([]) }
                let value = get(typed)
                let names = order.filter { name in options[name].map { value.contains($0) } ?? false }
                return .array(names.compactMap { host.enumValue(enumName, $0) })
            },
            set: { object, value throws(Interrupt) in
                let chosen = try Self.options(value, options, in: member)
                if let typed = object as? Object { set(typed, chosen) }
            })
    }

    /// The options a script value names: one case, or an array of cases; a clear error for
    /// anything else.
    static func options<Options: OptionSet>(_ value: Value, _ options: [String: Options], in member: String) throws(Interrupt) -> Options
    where Options.Element == Options {
        let items: [Value] = if case .array(let list) = value.unwrapped { list } else { [value] }
        var chosen: Options = []
        for item in items {
            guard let name = caseName(item), let option = options[name] else {
                throw .fatal("Fatal error: \(member) does not accept that value; it takes \(options.keys.sorted().map { "." + $0 }.joined(separator: ", "))")
            }
            chosen.formUnion(option)
        }
        return chosen
    }
}
