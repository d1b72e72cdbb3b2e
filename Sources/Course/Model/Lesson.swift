/// One lesson: its text in each language, its quiz and its exercises.
public struct Lesson: Sendable, Hashable {
    /// The folder name under `Lessons/`; never changes once released.
    public var id: String
    /// 1-based place in the teaching order of `course.yaml`.
    public var order: Int
    /// The lesson's Markdown, per language.
    public var texts: [Language: LessonText]
    /// The quiz, in the order written.
    public var questions: [Question]
    /// The exercises, in the order listed in `lesson.yaml`.
    public var exercises: [Exercise]

    /// The lesson text in `language`, if written.
    public func text(in language: Language) -> LessonText? { texts[language] }

    /// The title in `language` (from the Markdown's `# ` line), if written.
    public func title(in language: Language) -> String? { texts[language]?.title }
}

/// A lesson's Markdown in one language.
public struct LessonText: Sendable, Hashable {
    /// The whole Markdown file.
    public var markdown: String
    /// The text of the first `# ` heading, if there is one.
    public var title: String?
    /// The pages: the text under each `## ` heading (the heading line included).
    public var sections: [String]
    /// `Content/<lang>/lessons/<id>.md`.
    public var file: String

    /// Splits `markdown` into its title and pages.
    public init(markdown: String, file: String) {
        self.markdown = markdown
        self.file = file
        let document = MarkdownDocument(markdown)
        self.title = document.title
        self.sections = document.sections
    }
}
