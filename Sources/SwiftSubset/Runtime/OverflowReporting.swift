/// `x.addingReportingOverflow(y)` and its kin on `Int` and the fixed-width integers: the
/// wrapped result and whether it overflowed, as the tuple `(partialValue:overflow:)`.
enum OverflowReporting {
    static let methods: Set<String> = [
        "addingReportingOverflow(_:)", "subtractingReportingOverflow(_:)", "multipliedReportingOverflow(by:)",
        "dividedReportingOverflow(by:)", "remainderReportingOverflow(dividingBy:)",
    ]

    /// The method `name` on `base` with `args`; nil when `name` is none of `methods`.
    static func call(_ base: Value, _ name: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard methods.contains(name), args.count == 1 else { return nil }
        switch (base, args[0]) {
        case (.int(let x), .int(let y)): return tuple(report(name, x, y)) { .int($0) }
        case (.fixed(let x), _):
            var other = args[0]
            // An Int here is a literal the checker left untyped: it takes the receiver's type.
            if case .int = other { other = try x.kind.convert(other, .checked) }
            guard case .fixed(let y) = other, y.kind == x.kind else { break }
            return try x.kind.with(Reporting(name: name, a: x, b: y))
        default: break
        }
        throw .unsupported("the method '\(name)' with an argument of another type is not supported yet")
    }

    static func report<T: FixedWidthInteger>(_ name: String, _ x: T, _ y: T) -> (partialValue: T, overflow: Bool) {
        switch name {
        case "addingReportingOverflow(_:)": x.addingReportingOverflow(y)
        case "subtractingReportingOverflow(_:)": x.subtractingReportingOverflow(y)
        case "multipliedReportingOverflow(by:)": x.multipliedReportingOverflow(by: y)
        case "dividedReportingOverflow(by:)": x.dividedReportingOverflow(by: y)
        default: x.remainderReportingOverflow(dividingBy: y)
        }
    }

    static func tuple<T>(_ r: (partialValue: T, overflow: Bool), _ make: (T) -> Value) -> Value {
        .tuple([make(r.partialValue), .bool(r.overflow)], labels: ["partialValue", "overflow"])
    }

    private struct Reporting: FixedIntBody {
        let name: String, a: FixedInt, b: FixedInt
        func run<T: FixedWidthInteger>(_ type: T.Type, _ kind: IntKind) throws(Interrupt) -> Value {
            OverflowReporting.tuple(OverflowReporting.report(name, a.value(as: T.self), b.value(as: T.self))) {
                .fixed(FixedInt($0, kind))
            }
        }
    }
}
