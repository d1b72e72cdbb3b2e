import Foundation

/// Foundation's small value types and `UserDefaults`, declared in the subset before a program
/// that imports Foundation: `URL(string:)` (valid as Foundation judges it, through
/// `_foundationURLString`), `UUID()` and `UserDefaults.standard` kept in memory for one run
/// (a first launch: nothing saved before). Names starting with `_foundation` are the host's.
enum FoundationPrelude {
    static let prelude = Prelude(source)

    static let source = """
    struct URL: Equatable, CustomStringConvertible {
        let absoluteString: String
        init?(string: String) {
            guard let valid = _foundationURLString(string) else { return nil }
            absoluteString = valid
        }
        var description: String { absoluteString }
    }

    struct UUID: Equatable, CustomStringConvertible {
        let uuidString: String
        init() { uuidString = _foundationUUIDString() }
        var description: String { uuidString }
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
        return ["_foundationURLString(_:)": urlString, "_foundationUUIDString()": uuidString]
    }
}
