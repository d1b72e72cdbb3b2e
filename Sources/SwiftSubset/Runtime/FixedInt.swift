/// Swift's fixed-width integer types other than `Int` (which stays `Value.int`).
package enum IntKind: UInt8, CaseIterable, Sendable {
    case int8, int16, int32, int64, uint8, uint16, uint32, uint64, uint

    /// The type's name as Swift spells it.
    package var name: String {
        switch self {
        case .int8: "Int8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint8: "UInt8"
        case .uint16: "UInt16"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .uint: "UInt"
        }
    }

    /// The kind a type name spells, nil for any other name (`Int` included).
    package init?(name: String) {
        guard let k = IntKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = k
    }

    /// Runs `body` with this kind's Swift type.
    func with<B: FixedIntBody>(_ body: B) throws(Interrupt) -> B.Result {
        switch self {
        case .int8: try body.run(Int8.self, self)
        case .int16: try body.run(Int16.self, self)
        case .int32: try body.run(Int32.self, self)
        case .int64: try body.run(Int64.self, self)
        case .uint8: try body.run(UInt8.self, self)
        case .uint16: try body.run(UInt16.self, self)
        case .uint32: try body.run(UInt32.self, self)
        case .uint64: try body.run(UInt64.self, self)
        case .uint: try body.run(UInt.self, self)
        }
    }
}

/// Work done on a fixed-width integer with its own Swift type, so every operation behaves
/// (wraps, traps, prints) exactly as that type does in compiled Swift.
protocol FixedIntBody {
    associatedtype Result
    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Result
}

/// A value of a fixed-width integer type: its kind and its bits (sign-extended for signed
/// kinds, so equal values have equal bits).
package struct FixedInt: Hashable, Sendable {
    package let kind: IntKind
    package let bits: UInt64

    init(bits: UInt64, _ kind: IntKind) {
        self.kind = kind
        self.bits = bits
    }

    init<T: FixedWidthInteger>(_ value: T, _ kind: IntKind) {
        self.kind = kind
        bits = UInt64(truncatingIfNeeded: value)
    }

    func value<T: FixedWidthInteger>(as _: T.Type) -> T { T(truncatingIfNeeded: bits) }

    /// The value as an `Int`, nil when it does not fit (a `UInt64` above `Int.max`).
    var asInt: Int? {
        switch kind {
        case .uint64, .uint: Int(exactly: bits)
        default: Int(truncatingIfNeeded: bits)
        }
    }

    /// The value as a Double, as `Double(x)` converts it.
    var asDouble: Double {
        switch kind {
        case .uint64, .uint: Double(bits)
        default: Double(Int64(bitPattern: bits))
        }
    }

    /// What `print` writes.
    var description: String {
        switch kind {
        case .uint64, .uint: String(bits)
        default: String(Int64(bitPattern: bits))
        }
    }
}

/// Swift's traps for integer conversions (checked with swiftc 6.1: `UInt8(300)` prints
/// "Fatal error: Not enough bits to represent the passed value", `UInt8(-1)` "Fatal error:
/// Negative value is not representable", `UInt8(300.5)` "Fatal error: Double value cannot be
/// converted to UInt8 because the result would be greater than UInt8.max").
enum FixedIntTraps {
    static let notEnoughBits = Interrupt.fatal("Fatal error: Not enough bits to represent the passed value")
    static let negative = Interrupt.fatal("Fatal error: Negative value is not representable")
}

extension Value {
    /// An integer of any width as a `BinaryInteger` source for conversions, or nil.
    var anyInteger: (any BinaryInteger)? {
        switch self {
        case .int(let i): return i
        case .fixed(let f): return f.kind.isSigned ? Int64(bitPattern: f.bits) : f.bits
        default: return nil
        }
    }
}

extension Value {
    /// Whether the value is an integer below zero.
    var isNegativeInteger: Bool {
        switch self {
        case .int(let i): return i < 0
        case .fixed(let f): return f.kind.isSigned && Int64(bitPattern: f.bits) < 0
        default: return false
        }
    }
}

extension IntKind {
    var isSigned: Bool {
        switch self {
        case .int8, .int16, .int32, .int64: true
        default: false
        }
    }

    /// A signed kind's range.
    var signedBounds: (min: Int64, max: Int64) {
        switch self {
        case .int8: (Int64(Int8.min), Int64(Int8.max))
        case .int16: (Int64(Int16.min), Int64(Int16.max))
        case .int32: (Int64(Int32.min), Int64(Int32.max))
        default: (Int64.min, Int64.max)
        }
    }

    /// An unsigned kind's largest value.
    var unsignedMax: UInt64 {
        switch self {
        case .uint8: UInt64(UInt8.max)
        case .uint16: UInt64(UInt16.max)
        case .uint32: UInt64(UInt32.max)
        default: UInt64.max
        }
    }

    /// A value of this kind made from `v` by `mode`, or a trap, or nil when `v` is no number.
    func convert(_ v: Value, _ mode: IntConversion.Mode) throws(Interrupt) -> Value {
        try with(IntConversion(source: v, mode: mode))
    }

    /// The static member `name` (`max`, `min`, `bitWidth`, `zero`), nil when there is none.
    func staticMember(_ name: String) -> Value? {
        try? with(StaticIntMember(name: name))
    }
}

/// `T(x)`, `T(truncatingIfNeeded:)`, `T(clamping:)`, `T(exactly:)`, `T(bitPattern:)`.
struct IntConversion: FixedIntBody {
    enum Mode { case checked, truncating, clamping, exactly, bitPattern }
    let source: Value
    let mode: Mode

    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
        let make = { (t: T) in Value.fixed(FixedInt(t, kind)) }
        if case .double(let d) = source {
            switch mode {
            case .exactly: return .optional(T(exactly: d).map(make))
            case .checked:
                let prefix = "Fatal error: Double value cannot be converted to \(kind.name) because "
                guard d.isFinite else { throw .fatal(prefix + "it is either infinite or NaN") }
                guard let t = T(exactly: d.rounded(.towardZero)) else {
                    throw .fatal(prefix + "the result would be \(d < 0 ? "less than \(kind.name).min" : "greater than \(kind.name).max")")
                }
                return make(t)
            default: throw .unsupported("'\(kind.name)(\(mode):)' from a Double is not supported yet")
            }
        }
        guard let x = source.anyInteger else {
            throw .unsupported("converting this value to '\(kind.name)' is not supported yet")
        }
        switch mode {
        case .checked:
            if let t = T(exactly: x) { return make(t) }
            throw source.isNegativeInteger && !T.isSigned ? FixedIntTraps.negative : FixedIntTraps.notEnoughBits
        case .truncating, .bitPattern: return make(T(truncatingIfNeeded: x))
        case .clamping: return make(T(clamping: x))
        case .exactly: return .optional(T(exactly: x).map(make))
        }
    }
}

/// `UInt8.max`, `Int16.min`, `UInt32.bitWidth`, `Int8.zero`.
struct StaticIntMember: FixedIntBody {
    let name: String

    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
        switch name {
        case "max": return .fixed(FixedInt(T.max, kind))
        case "min": return .fixed(FixedInt(T.min, kind))
        case "zero": return .fixed(FixedInt(T.zero, kind))
        case "bitWidth": return .int(T.bitWidth)
        default: throw .unsupported("")
        }
    }
}

/// Properties of a fixed-width integer value (`x.bitWidth`, `x.trailingZeroBitCount`).
struct FixedIntProperty: FixedIntBody {
    let name: String, a: FixedInt

    func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
        let x = a.value(as: T.self)
        switch name {
        case "description": return .string(String(x))
        case "bitWidth": return .int(x.bitWidth)
        case "trailingZeroBitCount": return .int(x.trailingZeroBitCount)
        case "leadingZeroBitCount": return .int(x.leadingZeroBitCount)
        case "nonzeroBitCount": return .int(x.nonzeroBitCount)
        case "byteSwapped": return .fixed(FixedInt(x.byteSwapped, kind))
        default: throw Members.noMember(.fixed(a), name)
        }
    }
}
