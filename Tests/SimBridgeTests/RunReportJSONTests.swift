import Foundation
import Testing
@testable import SimBridge

/// The `--json` object of contract.md, "`--json`".
struct RunReportJSONTests {
    @Test func keysAndNullExceptionMatchTheContract() throws {
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: "print(\"hi\")\n")]).run()
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["status", "output", "trace", "log", "diagnostics", "exception"])
        #expect(object["status"] as? String == "ok")
        #expect(object["output"] as? String == "hi\n")
        #expect(object["exception"] is NSNull)
    }

    @Test func traceEntriesOmitAMissingDetail() throws {
        let report = RunReport(status: "ok", output: "", trace: [
            .init(object: "A", event: "viewDidLoad", detail: nil),
            .init(object: "A", event: "willMove(toParent:)", detail: "UINavigationController"),
        ], log: [], diagnostics: [], exception: .init(name: "NSInvalidArgumentException", reason: "r"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let trace = try #require(object["trace"] as? [[String: Any]])
        #expect(trace[0]["detail"] == nil)
        #expect(trace[1]["detail"] as? String == "UINavigationController")
        let exception = try #require(object["exception"] as? [String: String])
        #expect(exception == ["name": "NSInvalidArgumentException", "reason": "r"])
    }
}
