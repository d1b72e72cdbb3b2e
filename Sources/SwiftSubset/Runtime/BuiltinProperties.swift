/// Properties of the standard library types the subset covers.
enum BuiltinProperties {
    /// An `Int`'s bit counts (`x.bitWidth`, `x.trailingZeroBitCount`…), each an `Int`.
    static let intBitCounts = ["bitWidth", "trailingZeroBitCount", "leadingZeroBitCount", "nonzeroBitCount"]

    static func get(_ base: Value, _ name: String) throws(Interrupt) -> Value {
        // A collection's or a Character's `description` is what `print` shows for it (reached
        // through a cast to `CustomStringConvertible` too). Runs are module `main`.
        if name == "description" {
            switch base {
            case .array, .dictionary, .set, .character, .range: return .string(ValueFormatter(moduleName: "main").describe(base))
            default: break
            }
        }
        switch base {
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return .optional(s.first.map { .character($0) })
            case "last": return .optional(s.last.map { .character($0) })
            case "description": return .string(s)
            // The code units are `UInt8`/`UInt16`: arithmetic on them wraps or traps as Swift's.
            case "utf8": return .array(s.utf8.map { .fixed(FixedInt($0, .uint8)) })
            case "utf16": return .array(s.utf16.map { .fixed(FixedInt($0, .uint16)) })
            // A Unicode.Scalar is carried as the Character it makes; `value` gives its number.
            case "unicodeScalars": return .array(s.unicodeScalars.map { .character(Character($0)) })
            case _ where StringIndices.property(s, name) != nil: return StringIndices.property(s, name)!
            case _ where StringFoundationMethods.propertyNames.contains(name):
                // The checker refuses these without `import Foundation`.
                return try StringFoundationMethods.property(s, name, ctx: nil)
            default: break
            }
        case .character(let c):
            switch name {
            case "isLetter": return .bool(c.isLetter)
            case "isNumber": return .bool(c.isNumber)
            case "isUppercase": return .bool(c.isUppercase)
            case "isLowercase": return .bool(c.isLowercase)
            case "isWhitespace": return .bool(c.isWhitespace)
            case "isPunctuation": return .bool(c.isPunctuation)
            case "wholeNumberValue": return .optional(c.wholeNumberValue.map { .int($0) })
            case "asciiValue": return .optional(c.asciiValue.map { .fixed(FixedInt($0, .uint8)) })
            case "isASCII": return .bool(c.isASCII)
            case "isCased": return .bool(c.isCased)
            case "isSymbol": return .bool(c.isSymbol)
            case "isMathSymbol": return .bool(c.isMathSymbol)
            case "isCurrencySymbol": return .bool(c.isCurrencySymbol)
            case "isNewline": return .bool(c.isNewline)
            case "isWholeNumber": return .bool(c.isWholeNumber)
            case "isHexDigit": return .bool(c.isHexDigit)
            case "hexDigitValue": return .optional(c.hexDigitValue.map { .int($0) })
            case "value" where c.unicodeScalars.count == 1: return .int(Int(c.unicodeScalars.first!.value))
            default: break
            }
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            case "magnitude": return .int(Int(i.magnitude))
            case "bitWidth": return .int(i.bitWidth)
            case "trailingZeroBitCount": return .int(i.trailingZeroBitCount)
            case "leadingZeroBitCount": return .int(i.leadingZeroBitCount)
            case "nonzeroBitCount": return .int(i.nonzeroBitCount)
            case "isMultiple": break
            default: break
            }
        case .fixed(let f):
            return try f.kind.with(FixedIntProperty(name: name, a: f))
        case .double(let d):
            switch name {
            case "description": return .string(d.description)
            case "isNaN": return .bool(d.isNaN)
            case "isInfinite": return .bool(d.isInfinite)
            case "magnitude": return .double(d.magnitude)
            default: break
            }
        case .bool(let b):
            if name == "description" { return .string(b ? "true" : "false") }
        case .array(let a):
            switch name {
            case "count": return .int(a.count)
            case "isEmpty": return .bool(a.isEmpty)
            case "first": return .optional(a.first)
            case "last": return .optional(a.last)
            case "indices": return .range(0, a.count, closed: false)
            case "startIndex": return .int(0)
            case "endIndex": return .int(a.count)
            case "capacity":
                // Swift's capacity beyond zero depends on its allocator (and on the element's
                // size): only an array that has no storage, as a fresh empty one, is answered.
                guard a.isEmpty, a.capacity == 0 else {
                    throw .unsupported("'capacity' of an array that has storage is not supported yet")
                }
                return .int(0)
            default: break
            }
        case .dictionary(let d):
            switch name {
            case "count": return .int(d.count)
            case "isEmpty": return .bool(d.count == 0)
            case "keys": return .array(d.keys)
            case "values": return .array(d.values)
            case "first":
                return .optional(d.keys.first.map { .tuple([$0, d.values[0]], labels: ["key", "value"]) })
            default: break
            }
        case .set(let d):
            switch name {
            case "count": return .int(d.count)
            case "isEmpty": return .bool(d.count == 0)
            case "first": return .optional(d.keys.first)
            case _ where SetIndices.property(d, name) != nil: return SetIndices.property(d, name)!
            default: break
            }
        case .range(let lo, let hi, let closed):
            if closed && hi == Int.max || lo == Int.min {
                if name == "count" { throw .fatal("Fatal error: range count overflows 'Int'") }
            }
            let end = closed ? hi &+ 1 : hi
            switch name {
            case "count":
                let (n, o) = end.subtractingReportingOverflow(lo)
                if o { throw .fatal("Fatal error: range count overflows 'Int'") }
                return .int(max(0, n))
            case "isEmpty": return .bool(end <= lo)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(hi)
            case "first": return .optional(end > lo ? .int(lo) : nil)
            case "last": return .optional(closed ? .int(hi) : (hi > lo ? .int(hi - 1) : nil))
            default: break
            }
        case .partialRange(let r):
            switch (r, name) {
            case (.from(let lo), "lowerBound"): return .int(lo)
            case (.upTo(let hi), "upperBound"), (.through(let hi), "upperBound"): return .int(hi)
            default: break
            }
        case .optional(let inner):
            if let inner { return try Members.get(inner, name) }
        default: break
        }
        throw Members.noMember(base, name)
    }
}
