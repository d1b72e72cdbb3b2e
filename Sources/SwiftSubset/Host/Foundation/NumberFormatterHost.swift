import Foundation

/// The host side of the prelude's `NSNumber` and `NumberFormatter` (`FoundationPrelude`): a
/// number held by an `NSNumber` is described, and formatted in a style, by Foundation's own
/// `NSNumber` and `NumberFormatter` in the process's locale, as compiled Swift formats it in
/// the same environment (`NumberFormatter.localizedString(from:number:)` writes `1,234` here).
enum NumberFormatterHost {
    /// The styles the prelude's `NumberFormatter.Style` names, by raw value (Foundation's own).
    private static let styles: [Int: NumberFormatter.Style] = [
        0: .none, 1: .decimal, 2: .currency, 3: .percent, 4: .scientific, 5: .spellOut, 6: .ordinal,
    ]

    /// Foundation's `NSNumber` for a number value; nil for any other value.
    static func number(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let n): return NSNumber(value: n)
        case .double(let d): return NSNumber(value: d)
        case .bool(let b): return NSNumber(value: b)
        case .fixed(let f): return f.kind.isSigned ? NSNumber(value: Int64(bitPattern: f.bits)) : NSNumber(value: f.bits)
        default: return nil
        }
    }

    /// `_foundationNumberDescription(_:)`: the number's `description` (`3`, `2.5`).
    static func describe(_ args: [Value]) throws(Interrupt) -> Value {
        guard let n = args.first.flatMap(number) else { throw .unsupported("an NSNumber holding a value other than a number is not supported yet") }
        return .string(n.description)
    }

    /// `_foundationNumberFormatted(_:_:_:)`: the number formatted in the style of raw value
    /// `style`, in the locale of that identifier (the process's where it is empty), as a
    /// `NumberFormatter` does.
    static func formatted(_ args: [Value]) throws(Interrupt) -> Value {
        guard args.count == 3, let n = number(args[0]), case .int(let raw) = args[1], let style = styles[raw],
              case .string(let identifier) = args[2] else {
            throw .unsupported("formatting an NSNumber holding a value other than a number is not supported yet")
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = style
        formatter.locale = identifier.isEmpty ? .current : Locale(identifier: identifier)
        return .string(formatter.string(from: n) ?? "")
    }

    /// `_foundationNumberEqual(_:_:)`: whether two numbers are equal as Foundation's
    /// `NSNumber.isEqual(to:)` compares them (`NSNumber(value: 3) == 3`).
    static func equal(_ args: [Value]) throws(Interrupt) -> Value {
        guard args.count == 2, let a = number(args[0]), let b = number(args[1]) else {
            throw .unsupported("comparing an NSNumber holding a value other than a number is not supported yet")
        }
        return .bool(a.isEqual(to: b))
    }

    /// `_foundationNumberChecked(_:)`: the value `NSNumber(value:)` boxes, refused unless it
    /// is a number. (A program that can make Floats is refused at the construction:
    /// `Compiler.refuseNumberBesideFloats`.)
    static func checked(_ args: [Value]) throws(Interrupt) -> Value {
        guard let v = args.first, number(v) != nil else {
            throw .unsupported("NSNumber(value:) of a value other than a number is not supported yet")
        }
        return v
    }

    /// `_foundationNumberInt(_:)` and `_foundationNumberDouble(_:)`: `intValue`, `doubleValue`.
    static func intValue(_ args: [Value]) throws(Interrupt) -> Value {
        guard let n = args.first.flatMap(number) else { throw .unsupported("an NSNumber holding a value other than a number is not supported yet") }
        return .int(n.intValue)
    }

    static func doubleValue(_ args: [Value]) throws(Interrupt) -> Value {
        guard let n = args.first.flatMap(number) else { throw .unsupported("an NSNumber holding a value other than a number is not supported yet") }
        return .double(n.doubleValue)
    }
}
