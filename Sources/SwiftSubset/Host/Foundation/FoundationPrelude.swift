import Foundation

/// Foundation's small value types and `UserDefaults`, declared in the subset before a program
/// that imports Foundation: `URL(string:)` (valid as Foundation judges it, through
/// `_foundationURLString`) and its `host`, `URLRequest(url:)` (a value naming its URL; nothing
/// loads), the names of key-value observing (`NSKeyValueChangeKey`, `NSKeyValueObservingOptions`
/// with Foundation's raw values; observing itself is the observed class's), `UUID()` and
/// `UUID(uuidString:)` (parsed by Foundation), `DateComponents()` with its common fields (printed
/// as Foundation prints them, each set field as `name: value `), `arc4random_uniform` and `arc4random`,
/// the C library's constants (`M_PI`, `DBL_MAX`…), `NSNumber(value:)` and
/// `NumberFormatter`'s styles (`localizedString(from:number:)`, `string(from:)`: Foundation's own
/// formatting, `NumberFormatterHost`),
/// and `UserDefaults.standard` kept in memory for one run
/// (a first launch: nothing saved before). Names starting with `_foundation` are the host's.
enum FoundationPrelude {
    static let prelude = Prelude(source)

    /// The prelude's types that declare only some of Foundation's members: a member they lack
    /// is not supported, not missing (`Compiler.reportMissingMember`).
    static let partlyDeclared: Set<String> = ["NSNumber", "NumberFormatter"]

    static let source = """
    struct URL: Equatable, CustomStringConvertible {
        let absoluteString: String
        init?(string: String) {
            guard let valid = _foundationURLString(string) else { return nil }
            absoluteString = valid
        }
        var description: String { absoluteString }
        var host: String? { _foundationURLHost(absoluteString) }
    }

    struct URLRequest: Equatable, CustomStringConvertible {
        var url: URL?
        init(url: URL) { self.url = url }
        var description: String { url?.absoluteString ?? "url: nil" }
    }

    struct NSKeyValueChangeKey: Hashable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
        static let newKey = NSKeyValueChangeKey(rawValue: "new")
        static let oldKey = NSKeyValueChangeKey(rawValue: "old")
        static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
        static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
    }

    struct NSKeyValueObservingOptions: Equatable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let new = NSKeyValueObservingOptions(rawValue: 1)
        static let old = NSKeyValueObservingOptions(rawValue: 2)
        static let initial = NSKeyValueObservingOptions(rawValue: 4)
        static let prior = NSKeyValueObservingOptions(rawValue: 8)
    }

    struct DateComponents: Equatable, CustomStringConvertible {
        var year: Int?
        var month: Int?
        var day: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        var weekday: Int?
        init() {}
        var description: String {
            let named: [(String, Int?)] = [("year", year), ("month", month), ("day", day), ("hour", hour),
                                           ("minute", minute), ("second", second), ("weekday", weekday)]
            var text = ""
            for (name, value) in named {
                if let value { text += "\\(name): \\(value) " }
            }
            return text
        }
    }

    struct UUID: Equatable, CustomStringConvertible {
        let uuidString: String
        init() { uuidString = _foundationUUIDString() }
        init?(uuidString string: String) {
            guard let valid = _foundationUUIDParsed(string) else { return nil }
            uuidString = valid
        }
        var description: String { uuidString }
    }

    // The C library's generator as Foundation brings it in (glibc's arc4random): a uniform
    // value below the bound, 0 for a bound of 0.
    func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
        upperBound == 0 ? 0 : UInt32(Int.random(in: 0..<Int(upperBound)))
    }

    func arc4random() -> UInt32 { UInt32(Int.random(in: 0...Int(UInt32.max))) }

    // The C library's constants Foundation brings in (glibc's math.h and float.h), as Doubles.
    let M_PI = 3.141592653589793
    let M_PI_2 = 1.5707963267948966
    let M_PI_4 = 0.7853981633974483
    let M_E = 2.718281828459045
    let M_LN2 = 0.6931471805599453
    let M_LN10 = 2.302585092994046
    let M_LOG2E = 1.4426950408889634
    let M_LOG10E = 0.4342944819032518
    let M_SQRT2 = 1.4142135623730951
    let M_SQRT1_2 = 0.7071067811865476
    let M_1_PI = 0.3183098861837907
    let M_2_PI = 0.6366197723675814
    let M_2_SQRTPI = 1.1283791670955126
    let DBL_MAX = 1.7976931348623157e+308
    let DBL_MIN = 2.2250738585072014e-308
    let DBL_EPSILON = 2.220446049250313e-16

    // A number boxed as Foundation boxes it, described and formatted by Foundation itself
    // (`NumberFormatterHost`); only numbers, and only the styles below.
    final class NSNumber: CustomStringConvertible, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        let _foundationValue: Any
        init(value: Any) { _foundationValue = _foundationNumberChecked(value) }
        init(integerLiteral value: Int) { _foundationValue = value }
        init(floatLiteral value: Double) { _foundationValue = value }
        var description: String { _foundationNumberDescription(_foundationValue) }
        var stringValue: String { description }
        var intValue: Int { _foundationNumberInt(_foundationValue) }
        var doubleValue: Double { _foundationNumberDouble(_foundationValue) }
        static func == (a: NSNumber, b: NSNumber) -> Bool { _foundationNumberEqual(a._foundationValue, b._foundationValue) }
    }

    class NumberFormatter {
        // Foundation's raw type is UInt (an enum of raw type UInt does not run here).
        enum Style: Int {
            case none = 0, decimal = 1, currency = 2, percent = 3, scientific = 4, spellOut = 5, ordinal = 6
        }
        var numberStyle: Style = .none
        var locale: Locale? = Locale.current
        init() {}
        static func localizedString(from num: NSNumber, number nstyle: Style) -> String {
            _foundationNumberFormatted(num._foundationValue, nstyle.rawValue, "")
        }
        func string(from number: NSNumber) -> String? {
            _foundationNumberFormatted(number._foundationValue, numberStyle.rawValue, locale?.identifier ?? "")
        }
    }

    class UserDefaults {
        static let standard = UserDefaults()
        var storedValues: [String: Any] = [:]
        func set(_ value: Any?, forKey defaultName: String) { storedValues[defaultName] = value }
        func removeObject(forKey defaultName: String) { storedValues[defaultName] = nil }
        func object(forKey defaultName: String) -> Any? { storedValues[defaultName] }
        func string(forKey defaultName: String) -> String? { storedValues[defaultName] as? String }
        func integer(forKey defaultName: String) -> Int { storedValues[defaultName] as? Int ?? 0 }
        func double(forKey defaultName: String) -> Double { storedValues[defaultName] as? Double ?? 0 }
        func bool(forKey defaultName: String) -> Bool { storedValues[defaultName] as? Bool ?? false }
        func array(forKey defaultName: String) -> [Any]? { storedValues[defaultName] as? [Any] }
        func data(forKey defaultName: String) -> Data? { storedValues[defaultName] as? Data }
    }
    """

    /// The host functions the prelude calls.
    static func functions() -> [String: (_ args: [Value]) throws(Interrupt) -> Value] {
        // Each closure gets its type from a declaration: a closure literal stored straight
        // into the dictionary crashes Swift 6.3's SIL generation (HostClass+Defining.swift).
        let urlString: (_ args: [Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard case .string(let text)? = args.first else { return .optional(nil) }
            return .optional(URL(string: text).map { .string($0.absoluteString) })
        }
        let uuidString: (_ args: [Value]) throws(Interrupt) -> Value = { _ throws(Interrupt) -> Value in
            .string(UUID().uuidString)
        }
        let urlHost: (_ args: [Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard case .string(let text)? = args.first else { return .optional(nil) }
            return .optional(URL(string: text)?.host.map { .string($0) })
        }
        let uuidParsed: (_ args: [Value]) throws(Interrupt) -> Value = { args throws(Interrupt) -> Value in
            guard case .string(let text)? = args.first else { return .optional(nil) }
            return .optional(UUID(uuidString: text).map { .string($0.uuidString) })
        }
        let numberDescription: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.describe
        let numberFormatted: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.formatted
        let numberInt: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.intValue
        let numberDouble: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.doubleValue
        let numberEqual: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.equal
        let numberChecked: (_ args: [Value]) throws(Interrupt) -> Value = NumberFormatterHost.checked
        return ["_foundationURLString(_:)": urlString, "_foundationUUIDString()": uuidString,
                "_foundationURLHost(_:)": urlHost, "_foundationUUIDParsed(_:)": uuidParsed,
                "_foundationNumberDescription(_:)": numberDescription, "_foundationNumberFormatted(_:_:_:)": numberFormatted,
                "_foundationNumberInt(_:)": numberInt, "_foundationNumberDouble(_:)": numberDouble,
                "_foundationNumberEqual(_:_:)": numberEqual, "_foundationNumberChecked(_:)": numberChecked]
    }
}
