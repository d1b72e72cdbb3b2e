/// The modules Swift qualifies the frameworks' types with where it writes a qualified name
/// (inside a collection, in `debugPrint`, `dump` and `String(reflecting:)`):
/// `[FoundationEssentials.UUID]`, `[Swift.FloatingPointRoundingRule.down]`. The interpreter
/// declares these types in its preludes or hosts; without this table they were qualified by the
/// program's module (`main.UUID`). Read off swiftc 6.3.1 on Linux (`print([UUID.self])`), which
/// produces the course's expected output.
enum FrameworkTypeModules {
    /// Module by the outermost type's name (`Mirror` also qualifies `Mirror.DisplayStyle`).
    private static let byType: [String: String] = [
        "Result": "Swift", "Mirror": "Swift", "AnyIterator": "Swift", "Hasher": "Swift",
        "FloatingPointRoundingRule": "Swift",
        "URL": "FoundationEssentials", "UUID": "FoundationEssentials", "Data": "FoundationEssentials",
        "Locale": "FoundationEssentials", "JSONEncoder": "FoundationEssentials",
        "JSONDecoder": "FoundationEssentials", "DateComponents": "FoundationEssentials",
        "IndexPath": "FoundationEssentials",
        "CharacterSet": "Foundation", "NSCountedSet": "Foundation", "UserDefaults": "Foundation",
        "Timer": "Foundation", "Bundle": "Foundation", "NSCoder": "Foundation",
        "NSKeyedArchiver": "Foundation", "NSKeyedUnarchiver": "Foundation",
        "DispatchQueue": "Dispatch",
    ]

    /// The module a framework type named `name` (`Outer.Inner` too) belongs to, where known.
    static func module(ofFrameworkType name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return byType[name] }
        return byType[String(name[..<dot])]
    }
}

extension TypeDecl {
    /// The type's name qualified by its module as Swift writes it (`main.Outer.Inner`,
    /// `FoundationEssentials.UUID`): a framework's type by its own module where known, any
    /// other by the program's `module`.
    func qualifiedName(module: String) -> String {
        "\(frameworkModule ?? module).\(name)"
    }
}
