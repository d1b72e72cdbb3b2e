import Foundation
import SwiftSyntax

/// The parts of Foundation a program gets with `import Foundation` (or `import UIKit`, which
/// brings Foundation along): `CharacterSet`, `NSCountedSet`, string compare options, and the
/// String members Foundation adds (`StringFoundationMethods`). Without the import swiftc
/// refuses all of them, and so do we.
enum FoundationHost {
    /// The modules whose import brings Foundation into a program.
    static let importingModules: Set<String> = ["Foundation", "UIKit"]

    /// Whether the program's top level imports Foundation, directly or through UIKit.
    static func isImported(by file: SourceFileSyntax) -> Bool {
        file.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first else { return false }
            return importingModules.contains(first.name.text)
        }
    }

    /// A fresh module of Foundation's classes and enums for one run.
    static func module() -> HostModule {
        var module = HostModule()
        module.preludes = [FoundationPrelude.prelude]
        module.functions = FoundationPrelude.functions()
        module.classes = [CharacterSetHost.makeClass(), CountedSetHost.makeClass(), StringRangeBox.makeClass(),
                          DataHost.makeClass(), LocaleHost.makeClass()] + JSONHost.makeClasses(types: module.types)
        module.enums = [
            HostEnum(name: "String.CompareOptions", cases: [
                "caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                "widthInsensitive", "forcedOrdering", "regularExpression",
            ]),
            HostEnum(name: "ComparisonResult", cases: ["orderedAscending", "orderedSame", "orderedDescending"]),
            HostEnum(name: "String.Encoding", cases: ["utf8", "ascii", "utf16", "unicode", "isoLatin1"]),
            // `UTF8.self` in `String(decoding:as:)`.
            HostEnum(name: "UTF8", cases: []),
            HostEnum(name: "JSONEncoder.OutputFormatting", cases: ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]),
            HostEnum(name: "JSONDecoder.KeyDecodingStrategy", cases: ["useDefaultKeys", "convertFromSnakeCase"]),
            HostEnum(name: "JSONEncoder.KeyEncodingStrategy", cases: ["useDefaultKeys", "convertToSnakeCase"]),
        ]
        return module
    }

    /// The refusal for an API that reads files or the network.
    static func sandboxRefusal(_ api: String) -> String {
        "\(api) reads a file or the network, which programs run by vctutor cannot reach"
    }

    /// The native object of class `T` inside a script value (a host object made by a static
    /// member, or one made by an initialiser), looking through optionals.
    static func object<T: AnyObject>(_ value: Value, as type: T.Type) -> T? {
        switch value {
        case .native(let box): return box.object as? T
        case .object(let instance): return instance.hostObject as? T
        case .optional(let inner?): return object(inner, as: type)
        default: return nil
        }
    }
}
