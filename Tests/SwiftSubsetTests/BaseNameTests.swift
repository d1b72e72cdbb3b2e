import Testing
@testable import SwiftSubset

/// `baseName` reads a full name's bytes; it must give what reading its characters gives
/// (the definition it replaced, kept here as the reference), and `BaseNameIndex` must answer
/// as a scan of the table's keys does while the table changes.
struct BaseNameTests {
    static func byCharacters(_ full: String) -> Substring {
        var s = Substring(full)
        if let colon = s.firstIndex(of: ":"), s.hasPrefix("get:") || s.hasPrefix("set:") {
            s = s[s.index(after: colon)...]
        }
        if let paren = s.firstIndex(of: "(") { s = s[..<paren] }
        return s
    }

    static let names = [
        "tick()", "add(_:to:)", "get:count", "set:count", "get:", "set:", "get", "getter()", "get:x(y:)",
        "subscript(_:)", "subscript(_:).set", "", "(", "x", "é(à:)", "get:é", "名前(引数:)", "présent(_:animated:)",
        "+(_:_:)", "==(_:_:)", "set:`default`",
    ]

    @Test(arguments: names) func bytesGiveWhatCharactersGive(_ name: String) {
        #expect(baseName(name) == Self.byCharacters(name))
    }

    @Test func theIndexFollowsItsTable() {
        let t = TypeDecl(name: "T", kind: .structType)
        func agrees() {
            for probe in ["tick", "add", "count", "subscript", "missing", ""] {
                #expect(t.hasMethod(baseName: probe) == t.methods.keys.contains { Self.byCharacters($0) == probe }, "\(probe)")
                #expect(t.hasStaticMethod(baseName: probe) == t.staticMethods.keys.contains { Self.byCharacters($0) == probe }, "\(probe)")
            }
        }
        let placeholder = Callable(name: "m") { _, _ throws(Interrupt) in .void }
        agrees()
        t.methods["tick()"] = placeholder
        agrees()
        t.methods["tick()"] = placeholder  // replaced under its own key
        t.staticMethods["add(_:to:)"] = placeholder
        agrees()
        t.methods["get:count"] = placeholder
        t.methods["subscript(_:)"] = placeholder
        agrees()
        t.methods["tick()"] = nil
        t.methods["add(_:)"] = placeholder  // one removed, one added: as many keys as before
        agrees()
        t.methods.removeAll()
        t.staticMethods.removeAll()
        agrees()
        t.methods["missing()"] = placeholder
        agrees()
    }
}
