extension LintSession {
    /// The lesson's pictures: each follows a runnable ```swift block and, with a runner, is
    /// what that program gives on its device; the lesson has at least one screen or tree
    /// picture. `iPhoneRuns` are the lint's runs of the lesson's blocks, by opening line.
    mutating func lintPictures(in markdown: String, file: String, lessonID: String, iPhoneRuns: [Int: RunOutcome]) {
        let found = LessonPicture.find(in: markdown)
        for block in found.misplaced {
            add(file, .pictureMisplaced, "this ```\(block.info) picture follows no runnable ```swift block; put it right "
                + "after the program it pictures (only blank lines between)", line: block.line)
        }
        if !found.pictures.contains(where: { $0.kind != .output }) {
            add(file, .lessonNoPicture, "lesson '\(lessonID)' has no picture of the screen or the hierarchy: put a "
                + "```text screen or ```text tree block right after a runnable ```swift example, then run "
                + "'vctutor lint --update-pictures' to draw it")
        }
        guard let runner else { return }
        for picture in found.pictures {
            guard let ran = iPhoneRuns[picture.program.line], ran.status == .ok else { continue }
            let outcome = picture.device == .iphone ? ran : LessonPicture.run(picture.program.code, on: picture.device, runner: runner)
            if let failure = outcome.failureSummary {
                add(file, .swiftDoesNotRun, "the ```swift block above this picture does not run on \(picture.device.rawValue): "
                    + failure, line: picture.block.line)
                continue
            }
            // A runner that does not draw (a test's fake) leaves the picture unjudged.
            guard let drawn = picture.drawn(by: outcome) else { continue }
            guard let difference = LessonPicture.firstDifference(picture.block.code, drawn) else { continue }
            add(file, .pictureStale, "this \(picture.kind.rawValue) picture is not what the ```swift block above gives on "
                + "\(picture.device.rawValue): its line \(difference.line) is \(Self.shown(difference.current)) where the "
                + "program gives \(Self.shown(difference.drawn)); run 'vctutor lint --update-pictures' to redraw it",
                line: picture.block.line + difference.line)
        }
    }

    /// A picture's line for a message: quoted, or "nothing" past the end.
    private static func shown(_ line: String?) -> String {
        line.map { "'\($0)'" } ?? "nothing"
    }
}

extension LessonPicture {
    /// Runs a lesson's program on `device`, as the lint runs every runnable example: top-level
    /// code, or an app when it has `@main`.
    static func run(_ code: String, on device: Device, runner: any ProgramRunner) -> RunOutcome {
        let entry: Entry = code.contains("@main") || code.contains("@UIApplicationMain") ? .app : .script
        return runner.run(
            files: [SourceFile(name: "main.swift", text: code)], device: device, entry: entry, mainStoryboard: nil, actions: [])
    }
}
