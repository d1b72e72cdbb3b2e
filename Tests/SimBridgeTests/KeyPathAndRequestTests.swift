import Testing
@testable import SimBridge

/// `#keyPath`, `URLRequest` and NSObject's `observeValue(forKeyPath:of:change:context:)`.
/// Expectations: The Swift Programming Language, "Key-Path String Expression": "A key-path string
/// expression … `#keyPath(property name)`", e.g. `#keyPath(SomeClass.someProperty)` is the string
/// "someProperty" (not checkable with swiftc here: Linux has no Objective-C runtime).
/// `print(URLRequest(url:))` prints the URL: swiftc 6 on Linux with FoundationNetworking printed
/// `https://www.hackingwithswift.com/x?y=1` for that URL, and `request.url?.host` its host.
/// NSObject's own `observeValue`: Apple's KVO guide ("Registering for Key-Value Observing"):
/// observers must implement it; NSObject's raises NSInternalInconsistencyException.
@Suite struct KeyPathAndRequestTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: "import UIKit\n" + text)]).run()
    }

    @Test func aKeyPathIsThePropertysName() {
        let report = Self.run("""
        class Page: UIView { @objc dynamic var progress = 0.0; @objc var inner = UIView() }
        print(#keyPath(Page.progress), #keyPath(Page.inner.alpha))
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "progress inner.alpha\n")
    }

    @Test func aRequestNamesItsURL() {
        let report = Self.run("""
        let request = URLRequest(url: URL(string: "https://www.hackingwithswift.com/x?y=1")!)
        print(request)
        print(request.url?.host ?? "none")
        """)
        #expect(report.output == "https://www.hackingwithswift.com/x?y=1\nwww.hackingwithswift.com\n")
    }

    @Test func anObserverOverridesObserveValueAndNSObjectsOwnRaises() {
        let report = Self.run("""
        class Watcher: NSObject {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                print(keyPath ?? "", change?[.newKey] as? Double ?? -1)
                super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
        }
        Watcher().observeValue(forKeyPath: "progress", of: nil, change: [.newKey: 0.5], context: nil)
        """)
        #expect(report.output == "progress 0.5\n")
        #expect(report.exception?.name == "NSInternalInconsistencyException", "\(report.status) \(report.diagnostics)")
    }
}
