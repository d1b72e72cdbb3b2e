/// What a learner may type to name a lesson: its id (`windows`), its number in the course
/// (`2`), its title in their language or in English (`Windows`, `Окна`), or the start of an id
/// when only one lesson has it.
package enum LessonReference {
    /// What the typed name refers to.
    package enum Resolution: Equatable {
        case lesson(String)
        /// No lesson; the closest ids, for "did you mean".
        case unknown(suggestions: [String])
    }

    /// Resolves `typed` among `lessons` (in the learner's language) and `english` (the same
    /// lessons' English titles; may be empty).
    package static func resolve(_ typed: String, lessons: [LessonSummary], english: [LessonSummary] = []) -> Resolution {
        let text = typed.trimmingCharacters(in: .whitespaces)
        if lessons.contains(where: { $0.id == text }) { return .lesson(text) }
        if let number = Int(text), let match = lessons.first(where: { $0.order == number }) { return .lesson(match.id) }
        let folded = text.lowercased()
        if let match = (lessons + english).first(where: { $0.title.lowercased() == folded || $0.id.lowercased() == folded }) {
            return .lesson(match.id)
        }
        let prefixed = lessons.filter { $0.id.hasPrefix(folded) }
        if prefixed.count == 1 { return .lesson(prefixed[0].id) }
        return .unknown(suggestions: Suggestions.closest(to: text, in: lessons.map(\.id)))
    }
}
