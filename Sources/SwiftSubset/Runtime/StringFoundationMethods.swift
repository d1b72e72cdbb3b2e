import Foundation

/// The members Foundation adds to `String` (`components(separatedBy:)`,
/// `trimmingCharacters(in:)`, `range(of:options:)`, `capitalized`...), computed with
/// Foundation's own implementations. A program that does not import Foundation (or UIKit) is
/// refused, as swiftc refuses it.
enum StringFoundationMethods {
    /// Foundation's String methods by full name.
    static let methodNames: Set<String> = [
        "components(separatedBy:)", "replacingOccurrences(of:with:)", "replacingOccurrences(of:with:options:)",
        "replacingOccurrences(of:with:options:range:)", "trimmingCharacters(in:)",
        "range(of:)", "range(of:options:)", "localizedCaseInsensitiveContains(_:)", "caseInsensitiveCompare(_:)",
        "localizedCaseInsensitiveCompare(_:)", "compare(_:options:)", "contains(_:options:)",
        "padding(toLength:withPad:startingAt:)", "lowercased(with:)", "uppercased(with:)", "data(using:)",
        "folding(options:locale:)",
    ]

    /// Foundation's String properties.
    static let propertyNames: Set<String> = ["capitalized", "localizedCapitalized", "localizedLowercase", "localizedUppercase"]

    /// The refusal for a Foundation member used without importing Foundation.
    static func notImported(_ name: String) -> Interrupt {
        .unsupported("value of type 'String' has no member '\(baseName(name))' without 'import Foundation'")
    }

    static func property(_ s: String, _ name: String, ctx: RunContext?) throws(Interrupt) -> Value {
        guard ctx?.importsFoundation ?? true else { throw notImported(name) }
        switch name {
        case "capitalized", "localizedCapitalized": return .string(s.capitalized)
        case "localizedLowercase": return .string(s.lowercased())
        default: return .string(s.uppercased())
        }
    }

    static func call(_ s: String, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        guard ctx.importsFoundation else { throw notImported(name) }
        switch name {
        case "components(separatedBy:)":
            if let set = FoundationHost.object(args[0], as: CharacterSetBox.self) {
                return .array(s.components(separatedBy: set.set).map { .string($0) })
            }
            return .array(s.components(separatedBy: try text(args[0], name)).map { .string($0) })
        case "replacingOccurrences(of:with:)":
            return .string(s.replacingOccurrences(of: try text(args[0], name), with: try text(args[1], name)))
        case "replacingOccurrences(of:with:options:)", "replacingOccurrences(of:with:options:range:)":
            // Foundation's own search (a `.regularExpression` pattern too), as compiled Swift on
            // Linux runs it. A range other than nil would be a range of String.Index: refused.
            if args.count == 4, case .optional(_?) = args[3] {
                throw .unsupported("replacingOccurrences(of:with:options:range:) with a range is not supported yet")
            }
            return .string(s.replacingOccurrences(of: try text(args[0], name), with: try text(args[1], name),
                                                  options: try compareOptions(args[2])))
        case "trimmingCharacters(in:)":
            guard let set = FoundationHost.object(args[0], as: CharacterSetBox.self) else {
                throw .unsupported("trimmingCharacters(in:) takes a CharacterSet")
            }
            return .string(s.trimmingCharacters(in: set.set))
        case "range(of:)", "range(of:options:)":
            let options = args.count > 1 ? try compareOptions(args[1]) : []
            guard let found = s.range(of: try text(args[0], name), options: options) else { return .optional(nil) }
            // Held as Character offsets, as every String index is here (`StringIndices`), when
            // both bounds fall between Characters; else boxed (a range inside a Character).
            if let lo = found.lowerBound.samePosition(in: s), let hi = found.upperBound.samePosition(in: s) {
                return .optional(.range(s.distance(from: s.startIndex, to: lo), s.distance(from: s.startIndex, to: hi), closed: false))
            }
            return .optional(try StringRangeBox.value(found, ctx: ctx))
        case "contains(_:options:)":
            return .bool(s.range(of: try text(args[0], name), options: try compareOptions(args[1])) != nil)
        case "localizedCaseInsensitiveContains(_:)":
            return .bool(s.range(of: try text(args[0], name), options: .caseInsensitive) != nil)
        case "caseInsensitiveCompare(_:)", "localizedCaseInsensitiveCompare(_:)":
            return try comparison(s.compare(try text(args[0], name), options: .caseInsensitive), ctx: ctx)
        case "compare(_:options:)":
            return try comparison(s.compare(try text(args[0], name), options: try compareOptions(args[1])), ctx: ctx)
        case "padding(toLength:withPad:startingAt:)":
            guard case .int(let length) = args[0], case .int(let start) = args[2], length >= 0, start >= 0 else {
                throw .unsupported("padding(toLength:withPad:startingAt:) takes a length and a start of zero or more")
            }
            try ctx.allocate(length / 8)
            return .string(s.padding(toLength: length, withPad: try text(args[1], name), startingAt: start))
        case "data(using:)":
            guard case .enumValue(let t, let index, _) = args[0], t.caseNames[index] == "utf8" else {
                throw .unsupported("data(using:) is supported with .utf8 only")
            }
            return .optional(try DataHost.value(Data(s.utf8), types: ctx.foundationTypes))
        case "folding(options:locale:)":
            // A locale of nil or `Locale.current`, as Foundation folds with it.
            var locale: Locale? = nil
            if let box = FoundationHost.object(args[1], as: LocaleBox.self) { locale = box.locale }
            else if case .optional(nil) = args[1] {}
            else { throw .unsupported("folding(options:locale:) takes a Locale or nil") }
            return .string(s.folding(options: try compareOptions(args[0]), locale: locale))
        case "lowercased(with:)": return .string(s.lowercased())
        default: return .string(s.uppercased())
        }
    }

    /// A string or character argument as text.
    private static func text(_ value: Value, _ name: String) throws(Interrupt) -> String {
        switch value {
        case .string(let t): return t
        case .character(let c): return String(c)
        default: throw .unsupported("\(name) takes a string here")
        }
    }

    /// `String.CompareOptions` given as one case (`.caseInsensitive`) or an array of them.
    private static func compareOptions(_ value: Value) throws(Interrupt) -> String.CompareOptions {
        let known: [String: String.CompareOptions] = [
            "caseInsensitive": .caseInsensitive, "literal": .literal, "backwards": .backwards, "anchored": .anchored,
            "numeric": .numeric, "diacriticInsensitive": .diacriticInsensitive, "widthInsensitive": .widthInsensitive,
            "forcedOrdering": .forcedOrdering, "regularExpression": .regularExpression,
        ]
        switch value {
        case .enumValue(let t, let index, _) where index < t.caseNames.count:
            guard let option = known[t.caseNames[index]] else {
                throw .unsupported("the compare option '.\(t.caseNames[index])' is not supported yet")
            }
            return option
        case .array(let items):
            var all: String.CompareOptions = []
            for item in items { all.formUnion(try compareOptions(item)) }
            return all
        default:
            throw .unsupported("compare options must be written as '.caseInsensitive' or an array of such options")
        }
    }

    /// Foundation's `ComparisonResult` as the script's enum value.
    private static func comparison(_ result: ComparisonResult, ctx: RunContext) throws(Interrupt) -> Value {
        let name = switch result {
        case .orderedAscending: "orderedAscending"
        case .orderedSame: "orderedSame"
        case .orderedDescending: "orderedDescending"
        }
        guard let made = ctx.foundationTypes?.enumCase("ComparisonResult", name) else {
            throw .unsupported("ComparisonResult is not supported here")
        }
        return made
    }
}

/// A `Range<String.Index>` as `range(of:)` gives it when a bound falls inside a Character
/// (else it is a range of Character offsets, `StringIndices`): scripts may test it against nil
/// and no more. Swift prints such a range as its indices' raw bits, which we do not reproduce
/// (docs/decisions.md, "Foundation").
final class StringRangeBox {
    let range: Range<String.Index>
    init(_ range: Range<String.Index>) { self.range = range }

    /// The name of its host class in a run's Foundation module (not the static type the
    /// checker gives `range(of:)`, `StringIndices.rangeTypeName`, whose members are a range's).
    static let typeName = "Range<String.Index> within a Character"

    static func makeClass() -> HostClass {
        let made = HostClass(name: typeName)
        made.describe = { _ in typeName }
        return made
    }

    /// The script value for `range`, boxed with the run's host class.
    static func value(_ range: Range<String.Index>, ctx: RunContext) throws(Interrupt) -> Value {
        guard let host = ctx.foundationTypes?.byName[typeName]?.host else {
            throw .unsupported("range(of:) is not supported here")
        }
        return .native(NativeBox(object: StringRangeBox(range), hostClass: host))
    }
}
