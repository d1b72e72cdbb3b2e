import Testing
@testable import SwiftSubset

/// `enclosingName` searches an ASCII name's bytes; it must cut where the character search it
/// replaced cuts (kept here as the reference), non-ASCII names included.
struct EnclosingNameTests {
    static func byCharacters(_ name: String) -> String? {
        name.lastIndex(of: ".").map { String(name[..<$0]) }
    }

    static let names = [
        "Outer.Inner", "A.B.C", "Plain", "", ".", "A.", ".B", "A..B", "Table.Row.Cell(_:)", "f(x.y:)",
        "Café.Menü", "名前.型", "Outer.\u{200D}Inner", "Outer\u{0600}.Inner", "Flag🇫🇷.Inner", "A.\u{301}B",
    ]

    @Test(arguments: names) func bytesGiveWhatCharactersGive(_ name: String) {
        #expect(name.enclosingName == Self.byCharacters(name))
    }

    /// The part after the last `.`: what follows `outer + "."` when the part has no `.`, and the
    /// same for names Swift holds equal (a precomposed `é` and `e` with a combining accent).
    @Test(arguments: names) func lastPartFollowsTheLastDot(_ outer: String) {
        for leaf in ["Inner", "", "Menü", "Cafe\u{301}", "\u{200D}X", "\u{301}B"] {
            #expect((outer + "." + leaf).lastNamePart == leaf)
        }
        #expect(("Outer." + outer).lastNamePart == (outer.unicodeScalars.contains(".") ? outer.lastNamePart : outer))
    }

    @Test func equalNamesHaveEqualLastParts() {
        #expect("Outer.Caf\u{E9}" == "Outer.Cafe\u{301}")
        #expect("Outer.Caf\u{E9}".lastNamePart == "Outer.Cafe\u{301}".lastNamePart)
        #expect("Plain".lastNamePart == "Plain")
        #expect("A.B.C".lastNamePart == "C")
    }
}
