import SwiftSubset

extension CommandSession {
    /// What precedes a limit's message in a run's output: text without it is never changed by
    /// ``localisingLimits(_:)``.
    static let limitMarker = "limit: "

    /// `text` (a run's or check's output for a terminal) with the message of the limit that
    /// stopped it in the learner's language: the first `limit: ` followed, to the end of its
    /// line, by a ``LimitMessage``'s English text has that text replaced by `limit.<key>` of
    /// the string tables. The program's own output, anything else, and JSON (never passed
    /// here) stay as they are.
    func localisingLimits(_ text: String) -> String {
        guard language != .english else { return text }
        var searchFrom = text.startIndex
        while let marker = text[searchFrom...].range(of: Self.limitMarker) {
            let lineEnd = text[marker.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            searchFrom = lineEnd
            guard let message = LimitMessage(english: String(text[marker.upperBound..<lineEnd])) else { continue }
            let key = "limit.\(message.key.rawValue)"
            let translated = t(key, message.values)
            return translated == key ? text : text.replacingCharacters(in: marker.upperBound..<lineEnd, with: translated)
        }
        return text
    }
}
