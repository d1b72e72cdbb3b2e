import Testing
@testable import SwiftSubset

/// Refusals beside static subscripts and methods added to standard types. What runs is in
/// `Programs/standard_extensions_and_static_subscripts.swift`.
struct StandardExtensionTests {
    static func messages(_ source: String) -> [String] {
        Interpreter.run(source: source).diagnostics.map(\.message)
    }

    /// A method's `inout` parameter is written back to the caller's variable (compiled Swift
    /// prints `[[1, 2]]` for this program; session 8 refused it, since it printed `[[]]`).
    @Test func anInoutArgumentToAMethodIsWrittenBack() {
        let source = """
            struct Distributor {
                func distribute(_ e: Int, into buckets: inout [[Int]]) { buckets[0].append(e) }
            }
            var buckets: [[Int]] = [[]]
            for e in [1, 2] { Distributor().distribute(e, into: &buckets) }
            print(buckets)
            """
        let result = Interpreter.run(source: source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "[[1, 2]]\n")
    }

    /// A labelled subscript added to Array is the extension's, not the array's own
    /// (`a[wrapped: 5]` once trapped with "Index out of range"; compiled Swift prints `3`,
    /// algorithm-club's Ring_Buffer). Unlabelled ones stay refused (`DeclarationRefusalsTests`).
    @Test func aLabelledSubscriptInAnExtensionOfArrayRuns() {
        let source = """
            extension Array {
                subscript(wrapped index: Int) -> Element { self[index % count] }
            }
            print([1, 2, 3][wrapped: 5])
            """
        let result = Interpreter.run(source: source, fileName: "main.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "3\n")
    }

    @Test func aStaticSubscriptWithASetterIsRefused() {
        let source = """
            struct Store {
                static var values = [0, 0]
                static subscript(i: Int) -> Int {
                    get { values[i] }
                    set { values[i] = newValue }
                }
            }
            print(Store[0])
            """
        #expect(Self.messages(source) == ["a static subscript with a setter is not supported yet"])
    }
}
