import Classroom
import Foundation
import LiveClass
import Testing

/// A whole class on loopback: the real `vctutor class host` binary with the course's `windows`
/// quiz, students connected over WebSocket (three through the protocol, one through the real
/// `vctutor class join`), the teacher's keys on the host's standard input, and the CSV at the
/// end. (The page in headless Chromium: `LivePageInChromiumTests`.) Every wait has a timeout; the host listens on a
/// port the system chooses, on 127.0.0.1 only.
@Suite(.serialized) struct LiveSessionEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let binary = packageRoot + "/.build/debug/vctutor"
    /// How many questions the windows quiz has, read from the course (it grows with it).
    static let questions = ((try? String(contentsOfFile: packageRoot + "/Lessons/windows/lesson.yaml", encoding: .utf8)) ?? "")
        .split(separator: "\n").filter { $0.hasPrefix("  - id: ") }.count

    @Test func aClassJoinsAnswersRejoinsAndGetsResults() async throws {
        try await withTaskExecutorPreference(LoopbackExecutor.shared) { try await joinAnswerRejoinAndGetResults() }
    }

    private func joinAnswerRejoinAndGetResults() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary),
                     "build the binary first: swift build --build-tests (looked for \(Self.binary))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vctutor-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["VCTUTOR_HOME": folder.path, "VCTUTOR_COURSE": Self.packageRoot, "NO_COLOR": "1",
                           "VCTUTOR_SEED": "7", "LANG": "C.UTF-8"]
        let db = folder.appendingPathComponent("period3.sqlite").path

        // The teacher starts the host.
        let host = try ChildProcess(Self.binary, ["class", "host", "windows", "--port", "0", "--address", "127.0.0.1",
                                                  "--db", db, "--lang", "en"], environment: environment)
        defer { host.stop() }
        let started = await Wait.until(timeout: 60) { host.output.contains("?token=") }
        try #require(started, "the host did not start:\n\(host.output)")
        let page = try #require(host.output.split(separator: "\n").first { $0.contains("?token=") })
        let url = String(page[page.range(of: "http://")!.lowerBound...])
        let port = try #require(Int(url.split(separator: ":")[2].split(separator: "/")[0]))
        let base = "http://127.0.0.1:\(port)"
        #expect(host.output.contains("vctutor class join 127.0.0.1:\(port) --name"))

        // Three students join, one after the other (the CSV keeps joining order), in three languages.
        var joined: [TestStudent] = []
        for (name, language) in [("Ann", "en"), ("Bob", "ru"), ("Chen", "zh-Hans")] {
            let student = TestStudent(port: port, join: .join(name: name, language: language))
            #expect(await student.waitFor { $0 == .waiting } != nil, "no welcome and waiting: \(student.messages)")
            joined.append(student)
        }
        let (ann, bob, chen) = (joined[0], joined[1], joined[2])
        #expect(ann.messages.first == .welcome(name: "Ann", quiz: "windows", questions: Self.questions, rejoined: false))

        // A second Ann is told the name is taken, and is not let in.
        let secondAnn = TestStudent(port: port, join: .join(name: "Ann", language: "en"))
        #expect(await secondAnn.waitFor { $0.errorCode == .nameTaken } != nil, "\(secondAnn.messages)")
        #expect(!secondAnn.messages.contains { $0.isWelcome })

        // Malformed, oversized and wrong-version messages are refused, and the connection stays.
        chen.sendRaw("this is not JSON")
        #expect(await chen.waitFor { $0.errorCode == .malformed } != nil)
        chen.sendRaw(#"{"v":1,"type":"answer","answer":"a"}"#)
        #expect(await chen.waitFor(after: chen.messages.count) { $0.errorCode == .malformed } != nil)
        chen.sendRaw(#"{"v":1,"type":"join","name":"x","padding":""# + String(repeating: "x", count: 5000) + #""}"#)
        #expect(await chen.waitFor { $0.errorCode == .tooLarge } != nil)
        chen.sendRaw(#"{"v":2,"type":"join","name":"Chen"}"#)
        #expect(await chen.waitFor { $0.errorCode == .unsupportedVersion } != nil)
        // A message over the WebSocket layer's 1 MiB ends that connection; the host goes on.
        let flooder = TestStudent(port: port, join: nil)
        flooder.sendRaw(String(repeating: "x", count: LiveProtocol.maxFrameBytes + 1))
        #expect(await Wait.until(timeout: 60) { flooder.hasEnded }, "the flooding connection stayed open")
        #expect(try await HTTP.fetch(base + "/api/state").status == 200)
        let stranger = TestStudent(port: port, join: nil)
        stranger.send(.answer(question: 0, answer: "a"))
        #expect(await stranger.waitFor { $0.errorCode == .notJoined } != nil)
        stranger.drop()

        // Only the teacher advances: the page's button without the token is refused.
        let forbidden = try await HTTP.fetch(base + "/api/next", method: "POST")
        #expect(forbidden.status == 403)
        #expect(try await state(base).phase == .lobby)

        // The teacher presses Enter: question 1 reaches each student in their language.
        host.type("\n")
        let annQuestion = try #require(await ann.waitFor { $0.question != nil }?.question)
        let bobQuestion = try #require(await bob.waitFor { $0.question != nil }?.question)
        let chenQuestion = try #require(await chen.waitFor { $0.question != nil }?.question)
        #expect(annQuestion.index == 0 && annQuestion.lang == "en")
        #expect(bobQuestion.lang == "ru" && chenQuestion.lang == "zh-Hans")
        #expect(bobQuestion.prompt != annQuestion.prompt && chenQuestion.prompt != annQuestion.prompt)
        #expect(bobQuestion.choices.count == annQuestion.choices.count)

        // The right answer, as the teacher's page knows it; Bob picks another option.
        let first = try await state(base).questions[0]
        let right = first.answer
        let wrong = first.choices.indices.map(ChoiceLabel.letter).first { $0 != right }!
        ann.send(.answer(question: 0, answer: right))
        bob.send(.answer(question: 0, answer: wrong))
        chen.send(.answer(question: 0, answer: right.uppercased()))
        for (student, answer) in [(ann, right), (bob, wrong), (chen, right.uppercased())] {
            #expect(await student.waitFor { $0 == .received(question: 0, answer: answer) } != nil, "\(student.messages)")
        }
        ann.send(.answer(question: 4, answer: "a"))
        #expect(await ann.waitFor { $0.errorCode == .questionClosed } != nil)

        // Bob drops and rejoins: he is welcomed back with his answer kept.
        bob.drop()
        #expect(await Wait.until(timeout: 60) { (try? await state(base).students.first { $0.name == "Bob" }?.connected) == false })
        let bobAgain = TestStudent(port: port, join: .join(name: "Bob", language: "ru"))
        #expect(await bobAgain.waitFor { $0 == .welcome(name: "Bob", quiz: "windows", questions: Self.questions, rejoined: true) } != nil,
                "\(bobAgain.messages)")
        #expect(await bobAgain.waitFor { $0.question != nil }?.question?.answered == wrong)

        // A fourth student uses the real client, answering from piped input.
        let dana = try ChildProcess(Self.binary, ["class", "join", "127.0.0.1:\(port)", "--name", "Dana", "--lang", "en"],
                                    environment: environment)
        defer { dana.stop() }
        dana.type(right + "\n")
        #expect(await Wait.until(timeout: 60) { dana.output.contains("Saved: \(right).") }, "\(dana.output)")
        dana.closeInput()

        // The page shows who joined and the chart of the open question.
        let live = try await state(base)
        #expect(live.students.map(\.name) == ["Ann", "Bob", "Chen", "Dana"])
        #expect(live.questions[0].bars.first { $0.key == right }?.count == 3)
        #expect(live.questions[0].bars.first { $0.key == wrong }?.count == 1)
        let html = try await HTTP.fetch(base + "/")
        #expect(html.status == 200 && html.body.contains("data-name=\"Ann\"") == false,
                "the names are drawn by the page's script (LivePageInChromiumTests runs it)")
        #expect(html.body.contains("\"name\":\"Dana\""), "the page carries the state its script draws")

        // Next question; a late answer to the first is refused. Then the teacher ends the quiz.
        host.type("\n")
        #expect(await ann.waitFor { $0.question?.index == 1 } != nil)
        chen.send(.answer(question: 0, answer: right))
        #expect(await chen.waitFor(after: chen.messages.count) { $0.errorCode == .questionClosed } != nil)
        host.type("q\n")
        #expect(await ann.waitFor { $0 == .finished(right: 1, total: Self.questions) } != nil, "\(ann.messages)")
        #expect(await bobAgain.waitFor { $0 == .finished(right: 0, total: Self.questions) } != nil)
        #expect(await chen.waitFor { $0 == .finished(right: 1, total: Self.questions) } != nil)
        #expect(await dana.exitStatus(timeout: 60) == 0, "\(dana.output)")
        #expect(dana.output.contains("The quiz is over: you got 1 of \(Self.questions) right."))
        host.closeInput()
        #expect(await host.exitStatus(timeout: 60) == 0, "\(host.output)")
        #expect(host.output.contains("Bob is back"))
        // The item analysis at the end: three of the four got the first question right.
        #expect(host.output.contains("Item analysis"))
        #expect(host.output.contains("  1   0.75 · "), "\(host.output)")
        #expect(host.output.contains("Cronbach's α: "))
        for student in [ann, bobAgain, chen, secondAnn] { student.drop() }

        // The CSV: a row per student and question; the first answers and their marks.
        let csv = try String(contentsOfFile: folder.appendingPathComponent("period3.csv").path, encoding: .utf8)
        let rows = try CSV.parse(csv)
        #expect(rows.first == ["student", "language", "question", "question_id", "answer", "correct"])
        #expect(rows.count == 1 + 4 * Self.questions)
        let firstAnswers = rows.filter { $0.count == 6 && $0[2] == "1" }.map { [$0[0], $0[1], $0[4], $0[5]] }
        #expect(firstAnswers == [["Ann", "en", right, "1"], ["Bob", "ru", wrong, "0"],
                                 ["Chen", "zh-Hans", right.uppercased(), "1"], ["Dana", "en", right, "1"]])
        #expect(rows.filter { $0.count == 6 && $0[2] == "2" }.allSatisfy { $0[4] == "" && $0[5] == "0" })
    }

    private func state(_ base: String) async throws -> ClassSnapshot {
        let reply = try await HTTP.fetch(base + "/api/state")
        return try JSONDecoder().decode(ClassSnapshot.self, from: Data(reply.body.utf8))
    }
}
