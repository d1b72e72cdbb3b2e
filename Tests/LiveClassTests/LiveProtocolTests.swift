import LiveClass
import Testing

/// The wire protocol's parser, as docs/teacher-live.md defines it.
@Suite struct LiveProtocolTests {
    @Test func readsJoinAndAnswer() {
        #expect(ClientMessage.parse(#"{"v":1,"type":"join","name":"  Ann ","lang":"ru"}"#) == .success(.join(name: "Ann", language: "ru")))
        #expect(ClientMessage.parse(#"{"v":1,"type":"join","name":"Ann"}"#) == .success(.join(name: "Ann", language: nil)))
        #expect(ClientMessage.parse(#"{"v":1,"type":"answer","question":2,"answer":"a c"}"#) == .success(.answer(question: 2, answer: "a c")))
    }

    @Test func aMessageRoundTrips() {
        for message in [ClientMessage.join(name: "Ann \"the\" 1st", language: "zh-Hans"), .answer(question: 0, answer: "b")] {
            #expect(ClientMessage.parse(message.json) == .success(message))
        }
        let question = QuestionMessage(index: 1, count: 3, id: "q", prompt: "Why?", code: nil, choices: ["x", "y"], lang: "en", answered: "a")
        for message in [ServerMessage.welcome(name: "Ann", quiz: "windows", questions: 3, rejoined: true), .waiting,
                        .question(question), .received(question: 1, answer: "a"), .finished(right: 2, total: 3),
                        .error(code: .nameTaken, message: "taken")] {
            #expect(ServerMessage.parse(message.json) == .success(message))
        }
    }

    @Test(arguments: [
        ("not json", ProtocolError.Code.malformed, "not JSON"),
        ("[1,2]", .malformed, "JSON object"),
        (#"{"type":"join","name":"Ann"}"#, .malformed, "no \"v\""),
        (#"{"v":3,"type":"join","name":"Ann"}"#, .unsupportedVersion, "version 3"),
        (#"{"v":1,"name":"Ann"}"#, .malformed, "no \"type\""),
        (#"{"v":1,"type":"shout"}"#, .malformed, "unknown message type 'shout'"),
        (#"{"v":1,"type":"join"}"#, .malformed, "\"name\""),
        (#"{"v":1,"type":"join","name":"   "}"#, .badName, "1 to 40"),
        (#"{"v":1,"type":"join","name":"Ann\u0007"}"#, .badName, "control"),
        (#"{"v":1,"type":"join","name":"Ann","lang":7}"#, .malformed, "\"lang\""),
        (#"{"v":1,"type":"answer","question":"1","answer":"a"}"#, .malformed, "\"question\""),
        (#"{"v":1,"type":"answer","question":1.5,"answer":"a"}"#, .malformed, "\"question\""),
        (#"{"v":1,"type":"answer","question":1}"#, .malformed, "\"answer\""),
    ])
    func refusesWithAClearError(text: String, code: ProtocolError.Code, says: String) {
        guard case .failure(let error) = ClientMessage.parse(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.code == code)
        #expect(error.message.contains(says), "\(error.message)")
    }

    @Test func refusesOversizedMessagesBeforeReadingThem() {
        let text = #"{"v":1,"type":"answer","question":0,"answer":""# + String(repeating: "é", count: 2100) + #""}"#
        guard case .failure(let error) = ClientMessage.parse(text) else {
            Issue.record("accepted a message of \(text.utf8.count) bytes")
            return
        }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("\(text.utf8.count) bytes"))
        let longAnswer = ClientMessage.answer(question: 0, answer: String(repeating: "a", count: 501)).json
        #expect((try? ClientMessage.parse(longAnswer).get()) == nil)
    }

    @Test func choicesAreGroupedByLetter() {
        let question = LiveQuestion(id: "q", texts: ["en": .init(prompt: "?", choices: ["x", "y", "z"], answer: "b")]) { _, _ in .wrong }
        #expect(question.chartKey(" B ") == "b")
        #expect(question.chartKey("2") == "b")
        #expect(question.chartKey("a   3") == "a c")
        #expect(question.chartKey("4") == "4")
        #expect(question.chartKey("rootViewController") == "rootviewcontroller")
    }
}
