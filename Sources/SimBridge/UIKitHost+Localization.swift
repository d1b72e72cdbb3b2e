import SwiftSubset
import UIKitSim

/// `NSLocalizedString` against the run's `.strings` files, as the app's development language
/// reads them (Apple, `Bundle.localizedString(forKey:value:table:)`: the table's value for the
/// key; "If key is not found and value is nil or an empty string, returns key. If key is not
/// found and value is non-nil and not empty, returns value"). Other languages are not simulated.
extension UIKitHost {
    static let localization = Prelude(localizationPrelude)
    static let localizationPrelude = """
    func NSLocalizedString(_ key: String, tableName: String? = nil, value: String = "", comment: String) -> String {
        __simBridgeLocalizedString(key, tableName ?? "Localizable", value)
    }

    """

    /// Adds `NSLocalizedString` (to the prelude) and the lookup it calls to `module`.
    func addLocalization(to module: inout HostModule) {
        module.preludes.append(Self.localization)
        // Weak: the compiled program keeps this function (the prelude calls it).
        let lookUp: ([Value]) throws(Interrupt) -> Value = { [weak bridge] args throws(Interrupt) in
            let texts = args.map { Self.text($0) ?? "" }
            guard texts.count == 3 else { return .string("") }
            if let found = bridge?.localizedStrings[texts[1]]?[texts[0]] { return .string(found) }
            return .string(texts[2].isEmpty ? texts[0] : texts[2])
        }
        module.functions["__simBridgeLocalizedString(_:_:_:)"] = lookUp
    }
}
