import SwiftSubset
import UIKitSim

/// `UITextChecker` and the Foundation ranges it speaks (`NSRange`, `NSMakeRange`,
/// `NSNotFound`).
///
/// A device answers `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` from its
/// spelling dictionary (and the words the user taught it), which vctutor does not have; a
/// guessed dictionary would make a program print what no device prints. So only the answer
/// that needs no dictionary is given: an empty range holds no word, so no misspelled word is
/// found in it and the result's location is `NSNotFound` (Apple: "If no misspelled word is
/// found, the location field of the returned range is set to NSNotFound"). Any other range
/// stops the run with a message saying why (not supported), naming the word.
extension UIKitHost {
    static let ranges = Prelude(rangesPrelude, madeByHost: ["NSRange"])
    static let rangesPrelude = """
    struct NSRange: Equatable, CustomStringConvertible {
        var location: Int
        var length: Int
        init(location: Int, length: Int) { self.location = location; self.length = length }
        var upperBound: Int { location + length }
        var description: String { "{\\(location), \\(length)}" }
    }
    func NSMakeRange(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

    """

    /// Adds `NSRange`, `NSMakeRange` (to the prelude), `NSNotFound` and `UITextChecker`.
    func addTextChecker(to module: inout HostModule) {
        module.preludes.append(Self.ranges)
        // Apple, `NSNotFound`: "NSNotFound = NSIntegerMax", Int.max on 64-bit devices.
        let notFound: () throws(Interrupt) -> Value = { () throws(Interrupt) in .int(Int.max) }
        module.globals["NSNotFound"] = notFound
        let host = self
        let checker = ui.textChecker
        checker.describe = { _ in "<UITextChecker>" }
        checker.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in TextCheckerToken() }
        checker.define("rangeOfMisspelledWord(in:range:startingAt:wrap:language:)") { _, args throws(Interrupt) -> Value in
            guard args.count == 5, let text = Self.text(args[0]), case .structValue(let range) = args[1].unwrapped,
                  range.type.name == "NSRange", range.fields.count == 2, let length = Self.integer(range.fields[1]) else {
                throw .fatal("Fatal error: rangeOfMisspelledWord(in:range:startingAt:wrap:language:) expects a String, an NSRange, an Int, a Bool and a language")
            }
            guard length == 0 else {
                throw .unsupported("UITextChecker answers from the device's spelling dictionary, which vctutor does not have, so whether '\(text)' is spelled correctly cannot be known; only an empty range is checked (it holds no misspelled word)")
            }
            return host.types.structValue("NSRange", [.int(Int.max), .int(0)]) ?? .void
        }
    }
}

/// The object a script's `UITextChecker()` makes: it keeps nothing.
final class TextCheckerToken {}
