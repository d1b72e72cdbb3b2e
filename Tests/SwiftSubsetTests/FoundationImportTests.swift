import Testing
@testable import SwiftSubset

/// Foundation's members exist only with `import Foundation` (or `import UIKit`), as in swiftc
/// 6.3 here: without the import it refuses `"a,b".components(separatedBy: ",")` ("value of type
/// 'String' has no member 'components'"), `String(format:)` ("no exact matches in call to
/// initializer") and `CharacterSet` ("cannot find 'CharacterSet' in scope"). The programs that
/// run with the import are `Programs/foundation_*.swift`.
struct FoundationImportTests {
    @Test(arguments: [
        #"print("a,b".components(separatedBy: ","))"#,
        #"print(" a ".trimmingCharacters(in: .whitespaces))"#,
        #"print(String(format: "%d", 3))"#,
        #"print(CharacterSet.letters)"#,
        #"print("ab".capitalized)"#,
    ])
    func refusedWithoutTheImport(source: String) {
        let result = Interpreter.run(source: source + "\n")
        #expect(result.status == .diagnostics)
        #expect(result.output == "")
    }

    @Test(arguments: ["import Foundation", "import UIKit"])
    func theImportBringsThem(importLine: String) {
        let result = Interpreter.run(source: importLine + "\n" + #"print("a,b".components(separatedBy: ","), String(format: "%03d", 7))"# + "\n")
        #expect(result.status == .ok)
        #expect(result.output == "[\"a\", \"b\"] 007\n")
    }

    /// The sandbox reaches no file and no network: reading one is refused at its place.
    @Test(arguments: [
        #"let d = Data(contentsOf: URL(string: "https://example.com")!)"#,
        #"let s = String(contentsOf: URL(string: "https://example.com")!)"#,
    ])
    func filesAndNetworkAreRefused(source: String) {
        let result = Interpreter.run(source: "import Foundation\n" + source + "\n")
        #expect(result.status == .diagnostics)
        #expect(result.diagnostics.first?.message.contains("cannot reach") == true)
    }
}
