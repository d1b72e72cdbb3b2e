import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `vctutor grade` on a class built from the course's own solutions, alternatives and typical
/// mistakes plus hostile submissions, run as the built binary in a child process.
///
/// What is expected comes from the course's data, not from the grader: a solution and an
/// alternative pass (lint holds them to that), each mistake fails the check its
/// `exercise.yaml` names under `mistakes:`. The files are checked against their formats:
/// Exercism's test-runner interface, version 3 (exercism/docs,
/// building/tooling/test-runners/interface.md), RFC 4180 for the CSV, and JUnit XML parsed
/// with Foundation's XMLParser.
@Suite(.serialized) struct GradeClassTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let binary = packageRoot + "/.build/debug/vctutor"

    /// An exercise of the course as it is on disk.
    struct CourseExercise {
        var id: String
        var folder: String
        var solution: String
        var alternatives: [String]
        var mistakes: [String]
        /// Mistake file name (without .swift) → the check it fails, from `exercise.yaml`.
        var mistakeChecks: [String: String]
    }

    static func courseExercises() throws -> [CourseExercise] {
        let lessons = packageRoot + "/Lessons"
        var found: [CourseExercise] = []
        let fm = FileManager.default
        for lesson in try fm.contentsOfDirectory(atPath: lessons).sorted() {
            let exercisesFolder = lessons + "/" + lesson + "/exercises"
            guard let ids = try? fm.contentsOfDirectory(atPath: exercisesFolder) else { continue }
            for id in ids.sorted() {
                let folder = exercisesFolder + "/" + id
                let swiftFiles = { (sub: String) in
                    ((try? fm.contentsOfDirectory(atPath: folder + "/" + sub)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                        .map { folder + "/" + sub + "/" + $0 }
                }
                let yaml = try String(contentsOfFile: folder + "/exercise.yaml", encoding: .utf8)
                found.append(CourseExercise(
                    id: id, folder: folder, solution: folder + "/solution.swift",
                    alternatives: swiftFiles("alternatives"), mistakes: swiftFiles("mistakes"),
                    mistakeChecks: mistakesSection(of: yaml)))
            }
        }
        return found
    }

    /// The `mistakes:` map of an exercise.yaml (`  name: check-id` lines).
    static func mistakesSection(of yaml: String) -> [String: String] {
        var map: [String: String] = [:]
        var inside = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("mistakes:") { inside = true; continue }
            guard inside else { continue }
            guard line.hasPrefix("  ") else { if !line.isEmpty { inside = false }; continue }
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            if parts.count == 2 { map[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return map
    }

    /// Hostile code: each must be graded without touching the other submissions.
    static let endlessLoop = "var n = 0\nwhile true { n += 1 }\n"
    /// A terabyte asked of the allocator: the interpreter charges the repeat count, not the
    /// size of the string repeated, so the worker process itself dies (SIGABRT from Swift's
    /// allocator) and the pool must record it and go on. If the interpreter learns to refuse
    /// this, replace it with another way to kill the worker, or the crash path goes untested.
    static let memoryBomb = "let a = String(repeating: \"x\", count: 1_000_000)\nlet b = String(repeating: a, count: 1_000_000)\nprint(b.count)\n"
    /// Doubles a string: the interpreter's value-size limit stops it.
    static let doubling = "var s = \"0123456789abcdef\"\nfor _ in 0..<40 { s += s }\nprint(s.count)\n"
    static let syntaxError = "let window = UIWindow(\nwindow.makeKeyAndVisible()\n"
    static let crash = "let missing: Int? = nil\nprint(missing!)\n"

    /// What the class holds and what each submission's status must be.
    struct ClassFixture {
        var folder: URL
        /// student → exercise → expected CSV status.
        var expected: [String: [String: String]]
        /// (student, exercise) → the check that must fail, for mistakes.
        var mustFail: [String: String]
        var exercises: [CourseExercise]
    }

    static func makeClass() throws -> ClassFixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-grade-\(UUID().uuidString)")
        let exercises = try courseExercises()
        var expected: [String: [String: String]] = [:]
        var mustFail: [String: String] = [:]
        func put(_ student: String, _ exercise: String, _ text: String, _ status: String) throws {
            let dir = folder.appendingPathComponent(student).appendingPathComponent(exercise)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try text.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            expected[student, default: [:]][exercise] = status
        }
        for exercise in exercises {
            try put("s1-solution", exercise.id, String(contentsOfFile: exercise.solution, encoding: .utf8), "pass")
            if let alternative = exercise.alternatives.first {
                try put("s2-alternative", exercise.id, String(contentsOfFile: alternative, encoding: .utf8), "pass")
            }
            for (index, mistake) in exercise.mistakes.prefix(2).enumerated() {
                let student = "s\(3 + index)-mistake"
                try put(student, exercise.id, String(contentsOfFile: mistake, encoding: .utf8), "fail")
                let name = URL(fileURLWithPath: mistake).deletingPathExtension().lastPathComponent
                mustFail[student + "/" + exercise.id] = exercise.mistakeChecks[name]
            }
        }
        let hostile = "s5-hostile"
        try put(hostile, exercises[0].id, endlessLoop, "fail")
        try put(hostile, exercises[1].id, memoryBomb, "error")
        try put(hostile, exercises[2].id, syntaxError, "error")
        try put(hostile, exercises[3].id, crash, "fail")
        try put(hostile, exercises[4].id, doubling, "fail")
        // Every exercise the hostile student left out is missing.
        for exercise in exercises.dropFirst(5) { expected[hostile]?[exercise.id] = "missing" }
        for student in expected.keys {
            for exercise in exercises where expected[student]?[exercise.id] == nil {
                expected[student]?[exercise.id] = "missing"
            }
        }
        return ClassFixture(folder: folder, expected: expected, mustFail: mustFail, exercises: exercises)
    }

    /// Runs the binary; returns the exit status, standard output and standard error.
    static func vctutor(_ arguments: [String], home: URL) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = [
            "VCTUTOR_HOME": home.path, "VCTUTOR_DB": home.appendingPathComponent("progress.sqlite").path,
            "VCTUTOR_COURSE": packageRoot, "LANG": "C.UTF-8", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func aClassOfSixtyAndMoreIsGradedAndEveryFileFollowsItsFormat() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary),
                     "build the binary first: swift build --build-tests (looked for \(Self.binary))")
        let fixture = try Self.makeClass()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let home = fixture.folder.appendingPathComponent(".home")
        let submissionCount = fixture.expected.values.flatMap(\.values).count { $0 != "missing" }
        #expect(submissionCount >= 60)

        let out = fixture.folder.appendingPathComponent(".results")
        let run = try Self.vctutor(["grade", fixture.folder.path, "--out", out.path, "--jobs", "2"], home: home)
        #expect(run.status == 0, "stderr: \(run.err)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("progress.sqlite").path),
                "grading must not create or write the teacher's progress database")

        // grades.csv: RFC 4180 rows ending in CRLF, one per student and exercise.
        let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
        #expect(csv.hasSuffix("\r\n"))
        let rows = csv.components(separatedBy: "\r\n").dropLast().map { $0.components(separatedBy: ",") }
        #expect(rows.first == ["student", "exercise", "status", "checks_passed", "checks_total", "score"])
        let students = fixture.expected.keys.sorted()
        #expect(rows.count == 1 + students.count * fixture.exercises.count)
        var csvStatus: [String: String] = [:]
        for row in rows.dropFirst() {
            try #require(row.count == 6, "row \(row)")
            csvStatus[row[0] + "/" + row[1]] = row[2]
            let passed = try #require(Int(row[3])), total = try #require(Int(row[4]))
            #expect(total > 0 && passed <= total)
            if row[2] == "pass" { #expect(passed == total && row[5] == "1.00") }
            if row[2] == "error" || row[2] == "missing" { #expect(passed == 0 && row[5] == "0.00") }
        }
        for student in students {
            for exercise in fixture.exercises {
                let key = student + "/" + exercise.id
                #expect(csvStatus[key] == fixture.expected[student]?[exercise.id], "\(key)")
            }
        }

        // results.json per submission, against Exercism's v3 interface.
        for student in students {
            for exercise in fixture.exercises {
                let key = student + "/" + exercise.id
                let file = out.appendingPathComponent(key).appendingPathComponent("results.json")
                let json = try #require(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any], "\(key)")
                try Self.expectExercismV3(json, key: key)
                let status = json["status"] as? String
                let expected = fixture.expected[student]?[exercise.id]
                #expect(status == (expected == "missing" ? "error" : expected), "\(key): \(json["message"] ?? "")")
                if let check = fixture.mustFail[key] {
                    let tests = json["tests"] as? [[String: Any]] ?? []
                    let failing = tests.first { $0["name"] as? String == check }
                    #expect(failing?["status"] as? String == "fail", "\(key) must fail \(check)")
                }
            }
        }
        let hostile = fixture.exercises
        let bomb = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(
            "s5-hostile/\(hostile[1].id)/results.json"))) as? [String: Any]
        #expect((bomb?["message"] as? String ?? "").contains("the program crashed the checker: signal"))
        let syntax = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent(
            "s5-hostile/\(hostile[2].id)/results.json"))) as? [String: Any]
        #expect((syntax?["message"] as? String ?? "").contains("main.swift:"))

        // junit.xml: well-formed, a suite per student, a case per check, failures counted.
        let junit = try JUnitShape(data: Data(contentsOf: out.appendingPathComponent("junit.xml")))
        #expect(junit.suites == students)
        let totalChecks = rows.dropFirst().reduce(0) { $0 + (Int($1[4]) ?? 0) }
        #expect(junit.cases == totalChecks)
        #expect(junit.failures == junit.declaredFailures && junit.errors == junit.declaredErrors)
        #expect(junit.failures > 0 && junit.errors > 0)

        // The same class graded again gives byte-identical files.
        let again = fixture.folder.appendingPathComponent(".again")
        let second = try Self.vctutor(["grade", fixture.folder.path, "--out", again.path, "--jobs", "2", "--json"], home: home)
        #expect(second.status == 0)
        #expect(try Self.files(in: out) == Self.files(in: again))
        #expect(second.out.contains("\"submissions\""))
    }

    @Test func anUnknownExerciseIsRefusedWithASuggestion() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build the binary first")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-grade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("alice"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.vctutor(["grade", folder.path, "--exercise", "root-in-cod"], home: folder.appendingPathComponent(".home"))
        #expect(run.status == 2)
        #expect(run.err.contains("'root-in-cod'") && run.err.contains("'root-in-code'"))
        let noFolder = try Self.vctutor(["grade", folder.appendingPathComponent("nowhere").path], home: folder)
        #expect(noFolder.status == 2 && noFolder.err.contains("nowhere"))
    }

    /// Checks one results.json against the interface's rules for version 3.
    static func expectExercismV3(_ json: [String: Any], key: String) throws {
        #expect(json["version"] as? Int == 3, "\(key)")
        let status = try #require(json["status"] as? String, "\(key)")
        #expect(["pass", "fail", "error"].contains(status), "\(key)")
        if status == "error" {
            // "message" is required for error, tests are not.
            let message = try #require(json["message"] as? String, "\(key)")
            #expect(!message.isEmpty && message.count <= 65_535)
            return
        }
        // For pass and fail, message is null or left out, and tests are required.
        #expect(json["message"] == nil || json["message"] is NSNull, "\(key)")
        let tests = try #require(json["tests"] as? [[String: Any]], "\(key)")
        #expect(!tests.isEmpty)
        for test in tests {
            #expect(test["name"] is String)
            #expect(["pass", "fail", "error"].contains(test["status"] as? String ?? ""))
            #expect(test["task_id"] == nil || test["task_id"] as? Int != nil)
            if let output = test["output"] { #expect((output as? String)?.count ?? 501 <= 500) }
            if let message = test["message"], !(message is NSNull) { #expect(message is String) }
        }
        let statuses = tests.compactMap { $0["status"] as? String }
        if status == "pass" { #expect(statuses.allSatisfy { $0 == "pass" }, "\(key)") }
        if status == "fail" { #expect(statuses.contains { $0 != "pass" }, "\(key)") }
    }

    /// Every file under `folder`, relative path → bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }
}

/// What a JUnit file holds, read with XMLParser (which fails on a file that is not well formed).
final class JUnitShape: NSObject, XMLParserDelegate {
    var suites: [String] = []
    var cases = 0
    var failures = 0
    var errors = 0
    var declaredFailures = 0
    var declaredErrors = 0

    init(data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch element {
        case "testsuite":
            suites.append(attributes["name"] ?? "")
            declaredFailures += Int(attributes["failures"] ?? "") ?? 0
            declaredErrors += Int(attributes["errors"] ?? "") ?? 0
        case "testcase": cases += 1
        case "failure": failures += 1
        case "error": errors += 1
        default: break
        }
    }
}
