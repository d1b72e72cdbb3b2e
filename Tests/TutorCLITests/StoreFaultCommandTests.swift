import Foundation
import GRDB
@testable import ProgressStore
import Testing
@testable import TutorCLI

/// Issue 12's store promises seen from the commands: a damaged or newer file is read but
/// never written until the learner decides, and absurd values written straight into the file
/// neither trap nor stop the schedule.
@Suite struct StoreFaultCommandTests {
    // MARK: a damaged or newer file is opened read-only

    /// A progress file the store refuses, holding the learner's reading of `windows` (2 pages),
    /// in rollback-journal mode so the file alone holds everything. `damaged`: a table of its
    /// own has a b-tree page overwritten, so `quick_check` fails while the readings still read.
    /// `newer`: it records a schema version this vctutor does not know.
    static func makeRefusedFile(at path: String, _ kind: ProgressStoreError.Kind) throws {
        do {
            let store = try ProgressStore(path: path)
            try store.recordReading(lessonId: "windows", pagesRead: 2, finished: false, now: Date(timeIntervalSince1970: 1_767_225_600))
            try store.database.writeWithoutTransaction { db in
                try db.execute(sql: "CREATE TABLE ballast (x BLOB)")
                for _ in 0..<20 { try db.execute(sql: "INSERT INTO ballast VALUES (zeroblob(3000))") }
                if kind == .newerSchema { try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
        }
        guard kind == .damaged else { return }
        let (root, pageSize) = try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'ballast'") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: 64))  // not a b-tree page any more
        try handle.close()
    }

    /// The file's bytes and modification time.
    static func state(of path: String) throws -> (Data, Date?) {
        (try Data(contentsOf: URL(fileURLWithPath: path)),
         try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test(arguments: [ProgressStoreError.Kind.damaged, .newerSchema])
    func aRefusedFileIsOpenedReadOnlyItsReadsWorkAndEveryWriteIsRefused(kind: ProgressStoreError.Kind) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-ro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("progress.sqlite").path
        try Self.makeRefusedFile(at: path, kind)
        let before = try Self.state(of: path)
        let refusal = #expect(throws: ProgressStoreError.self) { try ProgressStore(path: path) }
        #expect(refusal?.kind == kind)

        let store = try ProgressStore.openReadOnly(path: path, because: try #require(refusal))
        #expect(try store.readings()["windows"]?.pagesRead == 2)
        let t0 = Date(timeIntervalSince1970: 1_767_225_600)
        let writes: [(String, () throws(ProgressStoreError) -> Void)] = [
            ("language", { () throws(ProgressStoreError) in try store.setLanguage("ru", now: t0) }),
            ("reading", { () throws(ProgressStoreError) in try store.recordReading(lessonId: "launch", pagesRead: 1, finished: false, now: t0) }),
            ("quiz", { () throws(ProgressStoreError) in _ = try store.startQuiz(quizId: "windows", now: t0) }),
            ("exercise", { () throws(ProgressStoreError) in
                _ = try store.recordExerciseAttempt(exerciseId: "e", passed: true, checksPassed: 1, checksTotal: 1, now: t0) }),
            ("hints", { () throws(ProgressStoreError) in try store.recordHintsShown(exerciseId: "e", shown: 1, now: t0) }),
            ("reset", { () throws(ProgressStoreError) in try store.resetProgress() }),
        ]
        for (name, write) in writes {
            let error = #expect(throws: ProgressStoreError.self, "\(name)") { try write() }
            #expect(error?.kind == kind, "\(name)")
            #expect(error?.description.contains(path) == true, "\(name)")
            #expect(error?.description.contains("reset --move-aside") == true, "\(name)")
        }
        // The learner's work is kept beside it for the file that replaces it; the file is as it was.
        #expect(try PendingJournal(databasePath: path).entries().count == 2)
        let after = try Self.state(of: path)
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
    }

    /// The same through the commands: `lessons` and `export` read it (saying once that it is
    /// read-only), `check`, `lang`, `reset` and `import` fail naming the file and the way out,
    /// and nothing is written to it.
    @Test(arguments: [ProgressStoreError.Kind.damaged, .newerSchema])
    func commandsReadARefusedFileAndRefuseToWriteIt(kind: ProgressStoreError.Kind) throws {
        let harness = try TestHarness(services: .fakeExercises)
        let database = harness.context.paths.database
        try FileManager.default.createDirectory(
            atPath: (database as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Self.makeRefusedFile(at: database, kind)
        let before = try Self.state(of: database)

        #expect(harness.run("lessons", "--json") == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as? [[String: Any]]
        #expect(rows?.first { $0["id"] as? String == "windows" }?["pagesRead"] as? Int == 2)
        #expect(harness.errors.text.contains(kind == .damaged ? "is damaged" : "newer vctutor"))
        #expect(harness.errors.text.contains("open read-only"))
        let export = harness.folder.appendingPathComponent("saved.json")
        #expect(harness.run("export", export.path) == 0)

        let solution = harness.folder.appendingPathComponent("solution.swift")
        try Data("window.makeKeyAndVisible()\nwindow.rootViewController = vc\n".utf8).write(to: solution)
        let writes: [[String]] = [
            ["check", "root-in-code", solution.path, "--no-color"], ["lang", "ru"], ["reset", "--yes"], ["import", export.path],
        ]
        for command in writes {
            let errorsBefore = harness.errors.text.count
            let status = VCTutor.main(arguments: command, context: harness.context)
            #expect(status != 0, "\(command)")
            let said = String(harness.errors.text.dropFirst(errorsBefore))
            #expect(said.contains(database), "\(command): \(said)")
            #expect(said.contains("reset --move-aside"), "\(command): \(said)")
        }
        let after = try Self.state(of: database)
        #expect(after.0 == before.0)
        #expect(after.1 == before.1)
        // The attempt waits for the file that replaces it.
        #expect(try PendingJournal(databasePath: database).entries().count == 1)
    }

    // MARK: the scheduler takes any stored value

    /// Cards as SQLite may hold them after another program wrote the file: (phase, step,
    /// stability, difficulty, lastReview, dueDate) as SQL literals. 9e999 is +∞ in SQLite (it
    /// stores no NaN: NaN becomes NULL); dates are GRDB's text or a number of seconds.
    static let absurdCards: [String] = [
        "'review', NULL, 1e308, -1, '99999-01-01 00:00:00.000', '1969-12-31 23:59:59.000'",
        "'review', NULL, 9e999, -9e999, NULL, '99999-12-31 23:59:59.000'",
        "'review', NULL, -1, 1e308, '1900-01-01 00:00:00.000', -1e15",
        "'review', NULL, 0, 0, 1e308, 1e308",
        "'learning', 9223372036854775807, NULL, NULL, NULL, '0001-01-01 00:00:00.000'",
        "'relearning', -9223372036854775808, 5, 11, 'banana', 'banana'",
        "'review', 1e300, 3, 5, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000'",
        "'banana', 'x', 'abc', x'00ff', x'00', x'00'",
    ]

    @Test(arguments: absurdCards)
    func theQuizProgressAndExportTakeAbsurdStoredValues(card: String) throws {
        let harness = try TestHarness(
            lines: ["b", "UIWindow", "b", "UIWindow"], services: CourseServices(course: FakeCourse(), quizzes: FakeCourse()))
        let store = try harness.context.store()
        try store.database.writeWithoutTransaction { db in
            for question in ["windows.q1", "windows.q2"] {
                try db.execute(sql: "INSERT INTO reviewCard VALUES ('default', '\(question)', \(card), '2026-01-01 00:00:00.000')")
            }
            try db.execute(sql: """
                INSERT INTO lessonReading VALUES ('default', 'windows', -9223372036854775808, 0, '2026-01-01 00:00:00.000'),
                    ('default', 'launch', -9223372036854775808, 0, '99999-01-01 00:00:00.000');
                INSERT INTO hintProgress VALUES ('default', 'root-in-code', -5, '2026-01-01 00:00:00.000');
                INSERT INTO exerciseAttempt VALUES ('x', 'default', 'root-in-code', 1, -1, 9223372036854775807, '99999-01-01 00:00:00.000')
                """)
        }
        harness.context.closeStore()
        // Reaching the next line at all means no trap; each command either works or says why.
        for command in [["progress"], ["progress", "--json"], ["lessons"], ["review"], ["quiz", "windows"],
                        ["export", harness.folder.appendingPathComponent("all.json").path]] {
            let errorsBefore = harness.errors.text.count
            let status = VCTutor.main(arguments: command + ["--no-color"], context: harness.context)
            #expect(status == 0 || harness.errors.text.count > errorsBefore, "\(command) failed silently")
        }
        // After right answers the schedule is sane: due within FSRS's longest interval, its
        // state in range.
        harness.context.closeStore()
        let now = harness.context.clock()
        for item in try harness.context.store().reviewItems() {
            #expect(item.dueDate >= now && item.dueDate <= now + Double(FSRS.maximumInterval + 1) * 86_400, "\(item)")
            #expect(item.lastReview == now, "\(item)")
            let stability = try #require(item.stability), difficulty = try #require(item.difficulty)
            #expect((FSRS.minimumStability...FSRS.maximumStability).contains(stability), "\(item)")
            #expect((1...10).contains(difficulty), "\(item)")
        }
    }
}
