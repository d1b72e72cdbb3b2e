extension LintSession {
    /// The exercise has a starter, a solution, at least one alternative and two mistakes, and
    /// every mistake file is mapped to a check and every mapping has a file.
    mutating func lintExerciseFiles(_ exercise: Exercise) {
        let folder = "Lessons/\(exercise.lessonID)/exercises/\(exercise.id)"
        let yaml = "\(folder)/exercise.yaml"
        if exercise.files.starter == nil { add("\(folder)/starter.swift", .fileMissing, "the exercise has no starter") }
        if exercise.files.solution == nil { add("\(folder)/solution.swift", .fileMissing, "the exercise has no reference solution") }
        if exercise.files.alternatives.isEmpty {
            add("\(folder)/alternatives", .tooFewSolutions, "the exercise needs at least one alternative solution")
        }
        if exercise.files.mistakes.count < 2 {
            add("\(folder)/mistakes", .tooFewSolutions, "the exercise needs at least two typical mistakes")
        }
        for name in exercise.files.mistakes.keys.sorted() where exercise.mistakes[name] == nil {
            add(yaml, .mistakeNotMapped, "mistakes/\(name).swift is not mapped to a check under 'mistakes:'")
        }
        for name in exercise.mistakes.keys.sorted() where exercise.files.mistakes[name] == nil {
            add(yaml, .mistakeFileMissing, "mistake '\(name)' is mapped but mistakes/\(name).swift is missing")
        }
        if let storyboard = exercise.mainStoryboard,
           !exercise.files.given.contains(where: { $0.name == "\(storyboard).storyboard" }) {
            add(yaml, .fileMissing, "the main storyboard '\(storyboard)' has no file \(storyboard).storyboard in the exercise")
        }
        let alternatives = exercise.files.alternatives.values.sorted { $0.name < $1.name }
        let mistakes = exercise.files.mistakes.values.sorted { $0.name < $1.name }
        let swiftFiles = [exercise.files.starter, exercise.files.solution].compactMap { $0 } + alternatives + mistakes
        for file in [exercise.files.solution].compactMap({ $0 }) + alternatives {
            let hasMain = file.text.contains("@main") || file.text.contains("@UIApplicationMain")
            if exercise.entry == .app && !hasMain {
                add("\(folder)/\(file.name)", .entryMismatch, "the exercise's entry is 'app' but this solution has no '@main' app delegate")
            } else if exercise.entry == .script && hasMain {
                add("\(folder)/\(file.name)", .entryMismatch, "the exercise's entry is 'script' but this solution has an '@main' app delegate")
            }
        }
        for file in swiftFiles {
            if let failure = SwiftParseCheck.firstError(in: file.text) {
                add("\(folder)/\(file.name)", .swiftDoesNotParse, "the file does not parse", line: failure.line, column: failure.column)
            }
        }
    }

    /// With a runner: the solution and alternatives pass, the starter does not, and each
    /// mistake fails its mapped check.
    mutating func runExercise(_ exercise: Exercise) {
        guard let runner else { return }
        let folder = "Lessons/\(exercise.lessonID)/exercises/\(exercise.id)"
        func check(_ file: SourceFile) -> CheckReport {
            checkSolution(exercise: exercise, source: file.text, language: .english, runner: runner)
        }
        let correct = [exercise.files.solution].compactMap { $0 } + exercise.files.alternatives.values.sorted { $0.name < $1.name }
        for file in correct {
            let report = check(file)
            if !report.passed {
                add("\(folder)/\(file.name)", .solutionFails, "this correct solution fails: \(Self.summary(report))")
            }
        }
        if let starter = exercise.files.starter, check(starter).passed {
            add("\(folder)/\(starter.name)", .starterPasses, "the starter already passes every check")
        }
        for name in exercise.files.mistakes.keys.sorted() {
            guard let file = exercise.files.mistakes[name] else { continue }
            let report = check(file)
            let path = "\(folder)/\(file.name)"
            if report.passed {
                add(path, .mistakePasses, "this mistake passes every check")
            } else if report.status == .diagnostics {
                add(path, .mistakeWrongCheck, "this mistake does not compile, so it fails every check: \(Self.summary(report))")
            } else if let mapped = exercise.mistakes[name], !report.failedCheckIDs.contains(mapped) {
                add(path, .mistakeWrongCheck,
                    "this mistake should fail check '\(mapped)' but fails \(report.failedCheckIDs.map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
    }

    private static func summary(_ report: CheckReport) -> String {
        if let failure = RunOutcome(snapshot: AppSnapshot(
            exception: report.exception, diagnostics: report.diagnostics, status: report.status)).failureSummary {
            return failure
        }
        return report.checks.filter { !$0.passed }.map { "\($0.id): \($0.message)" }.joined(separator: "; ")
    }
}
