import Testing
@testable import SwiftSubset

/// What stays refused around `#if` platform conditions, dynamic members and calls,
/// `repeatElement` and key path subscripts (`Programs/if_config_platforms.swift`,
/// `dynamic_members.swift` and `key_path_subscripts.swift` run what is accepted as swiftc does).
struct LanguageFeatureRefusalsTests {
    let diagnostics = DiagnosticsTests()

    /// swiftc here takes `canImport` of a module it cannot find as false; which modules a
    /// learner's machine has is not known here, so a module outside the known lists is refused
    /// at the condition, and the program does not run.
    @Test func aConditionTheTargetCannotAnswerIsRefused() {
        diagnostics.assertDiagnostics("#if 1️⃣canImport(Charts)\nprint(1)\n#endif\n",
                                      ["the condition 'canImport(Charts)' in '#if' is not supported yet"])
        diagnostics.assertDiagnostics("let a = [1]\n#if 1️⃣os(Plan9)\n    .map { $0 }\n#endif\nprint(a)\n",
                                      ["the condition 'os(Plan9)' in '#if' is not supported yet"])
    }

    /// A plain run is what swiftc here compiles without options: no `-D DEBUG`, so `#if DEBUG`
    /// is false (checked: swiftc 6.3.1 prints "release").
    @Test func aCustomFlagIsFalseOnThisMachine() {
        let result = Interpreter.run(source: "#if DEBUG\nprint(\"debug\")\n#else\nprint(\"release\")\n#endif\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "release\n")
    }

    /// Swift's `repeatElement` makes a `Repeated<Element>`, printed as
    /// `Repeated<String>(count: 3, repeatedValue: "ab")` (swiftc 6.3.1); kept as an array here,
    /// it is refused wherever it would be seen as itself.
    @Test func repeatElementSeenAsItselfIsRefused() {
        diagnostics.assertDiagnostics("let r = 1️⃣repeatElement(\"ab\", count: 3)\nprint(r)\n",
                                      ["uses of 'repeatElement' other than as a sequence (iterated, or with 'map', 'joined'…) are not supported yet"])
        diagnostics.assertDiagnostics("print(1️⃣repeatElement(1, count: 2).dropFirst())\n",
                                      ["uses of 'repeatElement' other than as a sequence (iterated, or with 'map', 'joined'…) are not supported yet"])
    }

    /// swiftc 6.3.1 traps: "Fatal error: Repetition count should be non-negative".
    @Test func aNegativeRepetitionCountTraps() {
        let result = Interpreter.run(source: "let n = -1\nprint(repeatElement(1, count: n).count)\n")
        #expect(result.runtimeError == "Fatal error: Repetition count should be non-negative")
    }

    /// `dynamicallyCall(withKeywordArguments:)` may take any `ExpressibleByDictionaryLiteral`
    /// type; only `KeyValuePairs<String, …>` (the book's form) is modelled.
    @Test func aDynamicCallWithADictionaryIsRefused() {
        diagnostics.assertDiagnostics("""
            @dynamicCallable
            struct D {
                func dynamicallyCall(withKeywordArguments args: [String: Int]) -> Int { args.count }
            }
            let d = D()
            print(1️⃣d(a: 1))
            """, ["dynamic calls with keyword arguments not passed as 'KeyValuePairs<String, …>' are not supported yet"])
    }

    /// Swift assigns through `subscript(dynamicMember:)`'s setter; not modelled, so refused at
    /// the member (not "has no member", which would call a valid program wrong).
    @Test func assigningToADynamicMemberIsRefused() {
        diagnostics.assertDiagnostics("""
            @dynamicMemberLookup
            struct Bag {
                var items: [String: Int] = [:]
                subscript(dynamicMember key: String) -> Int {
                    get { items[key] ?? 0 }
                    set { items[key] = newValue }
                }
            }
            var bag = Bag()
            bag.1️⃣apples = 3
            """, ["assignments to dynamic members are not supported yet"])
    }

    /// swiftc 6.3.1 prints `\Array<String>.<computed 0x00007fbfc18e8d80 (String)>` for
    /// `\[String].[1]`: an address, which cannot be matched, so printing such a path is refused.
    @Test func printingAKeyPathThroughASubscriptIsRefused() {
        diagnostics.assertDiagnostics("let p = \\[String].[1]\n1️⃣print(p)\n",
                                      ["printing a key path through a computed property or a subscript is not supported yet"])
    }
}
