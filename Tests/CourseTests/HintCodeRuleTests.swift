import Testing
@testable import Course

/// The last hint names the API and the concept; code spans hold API names only.
struct HintCodeRuleTests {
    @Test(arguments: [
        "Which property of the window holds the first screen? Look at `rootViewController`.",
        "Present it with `present(_:animated:completion:)` and choose `.fullScreen` as its `modalPresentationStyle`.",
        "`UIModalPresentationStyle.fullScreen`, `viewDidLoad()`, `UIWindow(windowScene:)`, `Array<Int>`, `.medium()`",
        "`navigationController?.pushViewController(_:animated:)` and `@IBSegueAction`, `UIViewController`",
        "Its `viewControllers` is a `[UIViewController]`; `[String: Int]` and `[UIApplication.LaunchOptionsKey: Any]?` too.",
        "No code at all: the child must be told before it moves.",
        // Labels that are keywords, and failable initialisers (found by the course's writers).
        "`prepare(for:sender:)`, `setTitle(_:for:)`, `init?(coder:)` and `instantiateViewController(identifier:creator:)`",
    ])
    func apiNamesAreAllowed(_ hint: String) {
        #expect(HintCodeRule.code(in: hint) == nil)
    }

    @Test func eachKindOfCodeIsNamed() {
        #expect(HintCodeRule.code(in: "Write `window.rootViewController = home`.")
            == "`window.rootViewController = home` (an assignment or comparison (`=`))")
        #expect(HintCodeRule.code(in: "Use `print(\"Selected\")`.")?.hasSuffix("(a string literal)") == true)
        #expect(HintCodeRule.code(in: "Call `present(compose, animated: true)`.")?.hasSuffix("(a call with arguments)") == true)
        #expect(HintCodeRule.code(in: "Declare `weak var delegate: TaskDelegate?`.")?.hasSuffix("(a `let` or `var` declaration)") == true)
        #expect(HintCodeRule.code(in: "Add `super.viewDidLoad(); setUp()`.")?.hasSuffix("(several statements)") == true)
        #expect(HintCodeRule.code(in: "Declare `protocol Finishing: AnyObject {}`.")?.hasSuffix("(a declaration or statement (`protocol`))") == true)
        #expect(HintCodeRule.code(in: "Capture `[weak self]`.")?.hasSuffix("(code, not an API name)") == true)
        #expect(HintCodeRule.code(in: "Like this:\n```swift\nwindow.makeKeyAndVisible()\n```") == "a code block")
    }

    @Test func spansOfSeveralBackticksAreRead() {
        #expect(HintCodeRule.codeSpans(in: "a ``x = `y` `` and `z`") == ["x = `y`", "z"])
        #expect(HintCodeRule.codeSpans(in: "an unclosed ` tick") == [])
    }

    @Test func theLintReportsTheLastHintInEveryLanguage() throws {
        let root = try Fixtures.copyOfTiny()
        for language in ["en", "ru"] {
            let file = "Content/\(language)/exercises/first-root.yaml"
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let hints = try #require(text.range(of: "hints:"))
            let after = text[hints.upperBound...]
            let end = after.range(of: "\ncheck")?.lowerBound ?? after.endIndex
            let replaced = text.replacingCharacters(
                in: hints.upperBound..<end,
                with: "\n  - One\n  - Two\n  - \"Write `window.rootViewController = navigation`\"")
            try Fixtures.write(replaced, to: file, in: root)
        }
        let problems = CourseLinter().lint(root: root).filter { $0.id == .hintShowsCode }
        #expect(problems.map(\.file).sorted() == ["Content/en/exercises/first-root.yaml", "Content/ru/exercises/first-root.yaml"])
        #expect(problems.first?.message.contains("`window.rootViewController = navigation`") == true)
        #expect(problems.first?.line == 7)  // the third hint's line
    }
}
