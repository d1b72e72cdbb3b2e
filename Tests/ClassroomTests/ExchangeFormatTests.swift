import Classroom
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// GIFT and Moodle XML as Moodle Docs describe them ("GIFT format", "Moodle XML format"):
/// GIFT escapes `~ = # { } :` with a backslash; `{=a ~b}` is multiple choice, `{T}` true/false,
/// `{~%50%a ~%50%b ~%-100%c}` multiple answers, `{=a =b}` short answer, `{#3}` numerical.
@Suite struct ExchangeFormatTests {
    static let questions = [
        ExchangeQuestion(
            name: "lesson/colon: and = sign", prompt: "Which is {right}?\n```swift\nlet x = a ~ b # c\n```",
            kind: .choice(options: [
                ExchangeOption(id: "a", text: "the ~first~ = one", isCorrect: true),
                ExchangeOption(id: "b", text: "a #hash", isCorrect: false),
            ], multipleAnswers: false),
            explanation: "because: {braces}"),
        ExchangeQuestion(name: "multi", prompt: "Pick two", kind: .choice(options: [
            ExchangeOption(id: "a", text: "one", isCorrect: true), ExchangeOption(id: "b", text: "two", isCorrect: true),
            ExchangeOption(id: "c", text: "three", isCorrect: false),
        ], multipleAnswers: true)),
        ExchangeQuestion(name: "tf", prompt: "Views load lazily.", kind: .trueFalse(answer: true)),
        ExchangeQuestion(name: "short", prompt: "The key?", kind: .shortAnswer(["UIMainStoryboardFile", "main storyboard"])),
        ExchangeQuestion(name: "line", prompt: "Which line is wrong?", kind: .number(3)),
    ]

    @Test func giftEscapesTheSpecialCharacters() {
        let text = GIFTWriter.write([ExchangeGroup(category: "vctutor/en/x", questions: Array(Self.questions.prefix(1)))])
        #expect(text.contains(##"::lesson/colon\: and \= sign::[markdown]Which is \{right\}?\n```swift\nlet x \= a \~ b \# c\n```"##))
        #expect(text.contains(##"=the \~first\~ \= one"##))
        #expect(text.contains(##"~a \#hash"##))
        #expect(text.contains(##"####because\: \{braces\}"##))
        #expect(text.contains("$CATEGORY: $course$/vctutor/en/x\n"))
    }

    @Test func giftRoundTrips() throws {
        let text = GIFTWriter.write([ExchangeGroup(category: "c", questions: Self.questions)], header: ["made by a test"])
        let parsed = try GIFTParser.parse(text)
        #expect(parsed.count == Self.questions.count)
        for (read, written) in zip(parsed, Self.questions) {
            #expect(read.name == written.name)
            #expect(read.prompt == written.prompt)
            #expect(read.explanation == written.explanation)
            switch (read.kind, written.kind) {
            case let (.choice(readOptions, readMultiple), .choice(writtenOptions, writtenMultiple)):
                #expect(readMultiple == writtenMultiple)
                #expect(readOptions.map(\.text) == writtenOptions.map(\.text))
                #expect(readOptions.map(\.isCorrect) == writtenOptions.map(\.isCorrect))
            default:
                #expect(read.kind == written.kind)
            }
        }
    }

    @Test func giftWrittenByHandIsRead() throws {
        let text = """
            // A teacher's questions
            ::Q1:: Which object owns the window? {=the app delegate#yes ~the view ~the storyboard}

            UIKit calls viewDidLoad once per view load.{TRUE}

            Pick the containers {
              ~%50%UINavigationController
              ~%50%UITabBarController
              ~%-100%UILabel
            }
            """
        let parsed = try GIFTParser.parse(text)
        #expect(parsed.map(\.name) == ["Q1", "gift-2", "gift-3"])
        guard case let .choice(options, multiple) = parsed[0].kind else { Issue.record("not a choice"); return }
        #expect(!multiple)
        #expect(options.map(\.text) == ["the app delegate", "the view", "the storyboard"])
        #expect(options.map(\.isCorrect) == [true, false, false])
        #expect(parsed[1].kind == .trueFalse(answer: true))
        guard case let .choice(containers, several) = parsed[2].kind else { Issue.record("not a choice"); return }
        #expect(several)
        #expect(containers.filter(\.isCorrect).map(\.text) == ["UINavigationController", "UITabBarController"])
    }

    @Test func badGIFTIsReportedWithItsLine() {
        func line(of text: String) -> Int? {
            do { _ = try GIFTParser.parse(text); return nil } catch let error as GIFTError { return error.line } catch { return nil }
        }
        #expect(line(of: "Q1 {=a ~b}\n\nQ2\n{ =a ~b\n") == 4)
        #expect(line(of: "Q1 {=a ~b}\n\n\nQ2 {~a ~b}") == 4)
        #expect(line(of: "// c\nQ1 {a -> b}") == 2)
        #expect(line(of: "Q1 with no answers") == 1)
        #expect(line(of: "Q1 {}") == 1)
        #expect(line(of: "Q1 {=a =b ~c}") == 1)
        #expect(GIFTError(line: 4, problem: .matching).description == "line 4: matching questions ('->') are not supported")
    }

    @Test func moodleXMLParsesAndCarriesTheAnswers() throws {
        let xml = MoodleXMLWriter.write([ExchangeGroup(category: "vctutor/en/x", questions: Self.questions)])
        let reader = QuestionCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.types == ["category", "multichoice", "multichoice", "truefalse", "shortanswer", "numerical"])
        #expect(reader.texts.contains("Which is {right}?\n```swift\nlet x = a ~ b # c\n```"))
        #expect(reader.texts.contains("$course$/vctutor/en/x"))
        // Question 2: two right options of 50% each, the wrong one −100% (Moodle's multiple answers).
        #expect(reader.fractions[2] == ["50", "50", "-100"])
        #expect(reader.fractions[1] == ["100", "0"])
        #expect(reader.fractions[3] == ["100", "0"])
    }
}

/// Collects what a Moodle XML file holds, per `<question>`.
final class QuestionCollector: NSObject, XMLParserDelegate {
    var types: [String] = []
    var fractions: [[String]] = []
    var texts: [String] = []
    private var text: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "question":
            types.append(attributes["type"] ?? "")
            fractions.append([])
        case "answer": fractions[fractions.count - 1].append(attributes["fraction"] ?? "")
        case "text": text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text { texts.append(text); self.text = nil }
    }
}
