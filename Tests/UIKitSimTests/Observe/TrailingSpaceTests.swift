import Foundation
import Testing
@testable import UIKitSim

/// A canvas row loses the white space it ends with exactly as the regular expression `\s+$`
/// (ICU, through Foundation) removes it: the expression is the reference, the direct reading
/// the one a snapshot uses.
@Suite struct TrailingSpaceTests {
    static let lines: [String] = [
        "", " ", "   ", "abc", "abc   ", "  abc", "a b c  ", "abc\t", "abc \t ", "\t\t",
        "abc\u{A0}", "abc\u{3000}", "abc\u{2003}\u{202F}", "abc\u{200B}", "abc\u{FEFF}",
        "abc \u{301}", "e\u{301} ", "收件箱  ", "🙂 ", "👩‍👩‍👧 \u{A0}",
        "abc\u{0B}", "abc \u{0B}", "abc\u{85}", "abc \u{85}", "abc\u{1C}", "abc \u{1F}",
        "abc\n", "abc \n", "a \n b ", "abc\r\n", "abc \r", "abc\u{2028}", "abc \u{2029} ", "abc\u{0C} ",
    ]

    @Test func trimsAsTheRegularExpressionDoes() {
        for line in Self.lines {
            let expected = line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            #expect(TextCanvas.trimmingTrailingSpace(line).unicodeScalars.elementsEqual(expected.unicodeScalars),
                    "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
