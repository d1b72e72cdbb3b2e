import Testing
@testable import SimBridge

/// A program's own type named as a framework's (`Timer`, `Notification`, `Bundle`) hides the
/// framework's from the program's code, as a module's type hides an imported one in Swift; the
/// run gave "invalid redeclaration". swiftc -Onone prints "2", "ping", "2" for this program
/// (with `import Foundation` in place of UIKit, whose types these are too).
struct ProgramTypeShadowingTests {
    @Test func programTypesNamedLikeFrameworkTypesAreTheProgramsOwn() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
            import UIKit
            class Timer {
                var ticks = 0
                func tick() { ticks += 1 }
            }
            struct Notification { let name: String }
            struct Bundle { var items: [String] }
            let t = Timer()
            t.tick()
            t.tick()
            print(t.ticks)
            print(Notification(name: "ping").name)
            print(Bundle(items: ["a", "b"]).items.count)
            """)]).run()
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "2\nping\n2\n")
    }

    @Test func aSecondDeclarationOfTheProgramsOwnTypeIsStillAnError() {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: """
            struct Timer {}
            struct Timer {}
            """)]).run()
        #expect(report.diagnostics.contains { $0.message == "invalid redeclaration of 'Timer'" })
    }
}
