import SwiftSubset
import UIKitSim

/// `UIButton.Configuration` (iOS 15) as a value record: a prelude struct named
/// `UIButton.Configuration` for scripts, with the members a program sets and reads back (Apple:
/// each is nil until set), made by `plain()`; `UIButton(configuration:)` and the button's
/// `configuration` keep a copy. Nothing is drawn from it, so reading a configured button's
/// title is refused rather than guessed.
extension UIKitHost {
    static let buttonConfiguration = Prelude(buttonConfigurationPrelude)
    static let buttonConfigurationPrelude = """
    struct UIButtonConfiguration {
        var title: String? = nil
        var subtitle: String? = nil
        var image: UIImage? = nil
        var baseForegroundColor: UIColor? = nil
        var baseBackgroundColor: UIColor? = nil
        static func plain() -> UIButtonConfiguration { UIButtonConfiguration() }
    }

    """

    func addButtonConfiguration(to module: inout HostModule) {
        module.preludes.append(Self.buttonConfiguration)
        module.typeAliases["UIButton.Configuration"] = "UIButtonConfiguration"
        let bridge = bridge
        let button = ui.button
        let record: (Value) throws(Interrupt) -> ScriptValueBox? = { value throws(Interrupt) in
            if case .optional(nil) = value { return nil }
            guard case .structValue(let made) = value.unwrapped, made.type.name == "UIButtonConfiguration" else {
                throw .fatal("Fatal error: a button's configuration must be a UIButton.Configuration")
            }
            return ScriptValueBox(.structValue(made))
        }
        button.defineInit("init(configuration:)") { args, _ throws(Interrupt) -> AnyObject in
            let configuration = try record(args.first ?? .optional(nil))
            return bridge.within {
                let made = UIButton(type: .system)
                made.configuration = configuration
                return made
            }
        }
        button.properties["configuration"] = HostProperty.settable(
            get: { object throws(Interrupt) -> Value in
                .optional(((object as? UIButton)?.configuration as? ScriptValueBox)?.value)
            },
            set: { object, value throws(Interrupt) in
                let configuration = try record(value)
                try bridge.perform { (object as? UIButton)?.configuration = configuration }
            })
        for name in ["currentTitle"] {
            guard let plain = button.properties[name] else { continue }
            button.properties[name] = HostProperty(get: { object throws(Interrupt) -> Value in
                if (object as? UIButton)?.configuration != nil {
                    throw .unsupported("the title of a button with a configuration (UIButton.Configuration) is not supported yet")
                }
                return try plain.get(object)
            })
        }
        if let plain = button.methods["title(for:)"] {
            button.define("title(for:)") { object, args throws(Interrupt) -> Value in
                if (object as? UIButton)?.configuration != nil {
                    throw .unsupported("the title of a button with a configuration (UIButton.Configuration) is not supported yet")
                }
                return try plain(object, args)
            }
        }
    }
}
