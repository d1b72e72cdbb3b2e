extension LintSession {
    /// Every language has the lesson; each text has a title, closed fences, Swift that parses
    /// (and runs, with a runner), and a length within `WordCount.range`.
    mutating func lintLessonTexts(_ lesson: Lesson) {
        for language in course.languages {
            guard let text = lesson.text(in: language) else {
                add("Content/\(language.code)/lessons/\(lesson.id).md", .textMissing,
                    "lesson '\(lesson.id)' has no text in \(language.code)")
                continue
            }
            let document = MarkdownDocument(text.markdown)
            if document.title == nil {
                add(text.file, .markdownNoTitle, "the lesson does not start with a '# ' title line", line: 1)
            }
            var outcomes: [Int: RunOutcome] = [:]
            for block in document.codeBlocks {
                if !block.isClosed {
                    add(text.file, .markdownUnclosedFence, "this code block is never closed (add a line of ```)", line: block.line)
                }
                guard block.language == "swift" else { continue }
                outcomes[block.line] = lintSwiftBlock(block, file: text.file)
            }
            lintPictures(in: text.markdown, file: text.file, lessonID: lesson.id, iPhoneRuns: outcomes)
            let words = WordCount.words(in: document.prose)
            if !WordCount.range.contains(words) {
                add(text.file, .lessonLength,
                    "the lesson has about \(words) words; aim for \(WordCount.range.lowerBound)–\(WordCount.range.upperBound)")
            }
        }
    }

    /// Parses the block and, with a runner, runs it on an iPhone; the outcome when it ran.
    private mutating func lintSwiftBlock(_ block: MarkdownDocument.CodeBlock, file: String) -> RunOutcome? {
        if let failure = SwiftParseCheck.firstError(in: block.code) {
            add(file, .swiftDoesNotParse,
                "this ```swift block does not parse" + (block.isFragment ? "" : " (fence it as ```swift fragment only if it is not meant to run)"),
                line: block.line + failure.line, column: failure.column)
            return nil
        }
        guard !block.isFragment, let runner else { return nil }
        let outcome = LessonPicture.run(block.code, on: .iphone, runner: runner)
        if let failure = outcome.failureSummary {
            let line = outcome.snapshot.diagnostics.first.map { block.line + $0.line } ?? block.line
            add(file, .swiftDoesNotRun, "this ```swift block does not run: \(failure)", line: line)
        }
        return outcome
    }
}
