import Foundation
import LiveClass
import Testing

/// The teacher's page as a browser shows it: a host served in-process on loopback, two
/// students answering, and headless Chromium running the page's script (`--dump-dom`).
@Suite(.serialized) struct LivePageInChromiumTests {
    /// Two questions, in English and Russian; the right answer to both is `b` (or `2`).
    static func questions() -> [LiveQuestion] {
        (1...2).map { number in
            LiveQuestion(id: "q\(number)", texts: [
                "en": .init(prompt: "Question \(number)?", choices: ["One", "Two", "Three"], answer: "b"),
                "ru": .init(prompt: "Вопрос \(number)?", choices: ["Один", "Два", "Три"], answer: "b"),
            ]) { answer, _ in
                switch answer.lowercased() {
                case "b", "2": .right
                case "a", "c", "1", "3": .wrong
                default: .invalid("answer a, b or c")
                }
            }
        }
    }

    @Test(.enabled(if: Chromium.path != nil, "chromium is not installed: install it (apt-get install chromium) to load the page in a browser"))
    func thePageShowsTheJoinedNamesAndTheChart() async throws {
        try await withTaskExecutorPreference(LoopbackExecutor.shared) { try await showTheJoinedNamesAndTheChart() }
    }

    private func showTheJoinedNamesAndTheChart() async throws {
        let session = ClassSession(title: "fixture", questions: Self.questions(), teacherLanguage: "en", record: nil)
        let text = DashboardText(
            lang: "en", title: "Class quiz", joinHint: "vctutor class join 127.0.0.1:{port} --name NAME",
            joined: "Joined: {n}", nobody: "Nobody yet", lobby: "Waiting", questionOf: "Question {n} of {total}",
            answered: "{n} answered", finished: "Over", next: "Next", analysis: "Item analysis", facility: "Facility",
            discrimination: "Discrimination", noAnalysis: "none", alpha: "alpha", score: "{n} of {total}")
        let server = ClassServer(session: session, token: "secret", pageText: text)
        let (ports, portFound) = AsyncStream<Int>.makeStream()
        let serving = Task(executorPreference: LoopbackExecutor.shared) { try await server.run(host: "127.0.0.1", port: 0) { portFound.yield($0) } }
        defer { serving.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())

        let zoe = TestStudent(port: port, join: .join(name: "Zoë <b>", language: "en"))
        let ivan = TestStudent(port: port, join: .join(name: "Иван", language: "ru"))
        for student in [zoe, ivan] { #expect(await student.waitFor { $0 == .waiting } != nil) }
        let opened = try await HTTP.fetch("http://127.0.0.1:\(port)/api/next?token=secret", method: "POST")
        #expect(opened.status == 200)
        #expect(await ivan.waitFor { $0.question?.prompt == "Вопрос 1?" } != nil)
        zoe.send(.answer(question: 0, answer: "b"))
        ivan.send(.answer(question: 0, answer: "3"))
        for student in [zoe, ivan] { #expect(await student.waitFor { if case .received = $0 { true } else { false } } != nil) }

        let dom = try #require(try await Chromium.dumpDOM("http://127.0.0.1:\(port)/?token=secret"),
                               "headless Chromium did not finish")
        #expect(dom.contains(">Zoë &lt;b&gt;</li>"), "the name, as text, not markup:\n\(dom)")
        #expect(dom.contains(#"data-name="Иван""#))
        #expect(dom.contains("Joined: 2"))
        #expect(dom.contains("Question 1 of 2"))
        #expect(dom.contains("127.0.0.1:\(port) --name NAME"))
        #expect(dom.contains("<svg"), "no chart:\n\(dom)")
        // One bar per option; "3" counts as the option c.
        #expect(dom.contains(#"class="right" data-key="b" data-count="1""#), "no bar for b:\n\(dom)")
        #expect(dom.contains(#"class="wrong" data-key="c" data-count="1""#))
        #expect(dom.contains(#"class="wrong" data-key="a" data-count="0""#))
        #expect(!dom.contains(#"id="controls" hidden"#), "the teacher's page (with the token) shows the Next button")

        // At the end: the scores, every question's chart and the item analysis (one right and
        // one wrong answer to question 1: facility 0.50; nobody answered question 2: 0.00).
        for _ in 1...2 { _ = try await HTTP.fetch("http://127.0.0.1:\(port)/api/next?token=secret", method: "POST") }
        #expect(await zoe.waitFor { $0 == .finished(right: 1, total: 2) } != nil)
        let end = try #require(try await Chromium.dumpDOM("http://127.0.0.1:\(port)/"), "headless Chromium did not finish")
        #expect(end.contains(">Иван · 0 of 2</li>"), "no score:\n\(end)")
        #expect(end.contains(#"<section class="question" data-index="1">"#))
        #expect(end.contains(#"<tr data-item="q1"><td>1</td><td>0.50</td>"#), "no item analysis:\n\(end)")
        #expect(end.contains(#"<tr data-item="q2"><td>2</td><td>0.00</td>"#))
        #expect(end.contains(#"<p id="alpha">alpha: "#))
        #expect(end.contains(#"id="controls" hidden"#), "no Next button without the token, nor at the end")
        for student in [zoe, ivan] { student.drop() }
    }
}
