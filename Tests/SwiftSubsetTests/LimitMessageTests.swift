import Testing
@testable import SwiftSubset

/// Limit messages are read back from their English text, so the CLI can show them in the
/// learner's language wherever the text travelled.
@Suite struct LimitMessageTests {
    @Test(arguments: LimitMessage.Key.allCases)
    func everyMessageIsReadBackFromItsText(key: LimitMessage.Key) throws {
        let template = try #require(LimitMessage.englishTemplates[key])
        var values: [String: String] = [:]
        for part in template.split(separator: "{").dropFirst() {
            let name = String(part.split(separator: "}")[0])
            values[name] = "\(values.count + 7) 0"
        }
        let message = LimitMessage(key, values)
        #expect(LimitMessage(english: message.description) == message)
    }

    @Test func otherTextIsNoLimitMessage() {
        #expect(LimitMessage(english: "the program ran more than 5 steps") == nil)
        #expect(LimitMessage(english: "Fatal error: Index out of range") == nil)
    }

    /// The messages the interpreter gives are made from the templates.
    @Test func theInterpretersMessagesAreLimitMessages() {
        let looping = Interpreter.run(source: "var i = 0\nwhile true { i += 1 }\n", limits: Limits(maxSteps: 1_000))
        #expect(looping.runtimeError == "limit: " + LimitMessage(.steps, ["steps": "1000"]).description)
        let printing = Interpreter.run(source: "while true { print(1) }\n", limits: Limits(maxOutputBytes: 100))
        #expect(LimitMessage(english: String(printing.runtimeError?.dropFirst(7) ?? ""))?.key == .output)
    }
}

/// Parsing and checking end within the run's time limit, whatever the parser does.
@Suite struct CheckingWatchdogTests {
    /// 30 KB of blocks nested 30 deep takes far longer than a millisecond to parse: the run is
    /// given up with status `limit` and a message naming the time limit, and nothing runs.
    @Test func parsingLongerThanTheTimeLimitEndsTheRun() {
        let line = String(repeating: "if true { ", count: 30) + "print(1) " + String(repeating: "} ", count: 30) + "\n"
        let source = String(repeating: line, count: 30_000 / line.utf8.count)
        let result = Interpreter.run(source: source, limits: Limits(wallTimeSeconds: 0.001))
        #expect(result.status == .limit)
        #expect(result.output.isEmpty)
        #expect(result.runtimeError == "limit: " + LimitMessage(.checkingTime, ["seconds": "0.001 s"]).description)
    }
}
