import Foundation
import SwiftParser
import SwiftSubset
import Testing
@testable import Course

/// What a check takes from its runs instead of making it again: the learner's source as the
/// run parsed it (the tree `Parser.parse(source:)` gives), and runs without pictures whose
/// snapshots are those of full runs.
struct CheckRunReuseTests {
    let runner = SimulatorProgramRunner()

    func outcome(_ code: String, pictures: Bool, files: [SourceFile] = []) -> RunOutcome {
        let all = [SourceFile(name: "main.swift", text: code)] + files
        return pictures
            ? runner.run(files: all, device: .iphone, entry: .script, mainStoryboard: nil, actions: [])
            : runner.runForSnapshot(files: all, device: .iphone, entry: .script, mainStoryboard: nil, actions: [])
    }

    static let programs = [
        "let window = UIWindow()\nwindow.rootViewController = UIViewController()\nwindow.makeKeyAndVisible()\nprint(1)\n",
        "class C { deinit { print(\"bye\") } }\nvar c: C? = C()\nc = nil\r\nprint([1, 2].map { $0 * 2 })",
        "let s = \"é\\n\"\n#if os(iOS)\nprint(s)\n#endif\n",
        "func f() -> Int { fatalError(\"no\") }\nprint(f())\n",
    ]

    @Test(arguments: programs)
    func theRunsTreeIsTheParsersTree(_ code: String) throws {
        let parsed = try #require(outcome(code, pictures: false).parsedSource)
        #expect(parsed.tree.description == code)
        #expect(parsed.tree.debugDescription == Parser.parse(source: code).debugDescription)
    }

    @Test func aSourceWithASyntaxErrorOrSeveralSwiftFilesKeepsNoTree() {
        #expect(outcome("print((1)\n", pictures: false).parsedSource == nil)
        #expect(outcome("print(1)\n", pictures: false, files: [SourceFile(name: "Other.swift", text: "let x = 1\n")]).parsedSource == nil)
    }

    @Test(arguments: programs)
    func aRunWithoutPicturesHasTheSameSnapshot(_ code: String) {
        let full = outcome(code, pictures: true), bare = outcome(code, pictures: false)
        #expect(full.snapshot == bare.snapshot)
        #expect(bare.screen == nil && bare.tree == nil)
        #expect(full.snapshot.status != .ok || full.screen != nil)
    }
}
