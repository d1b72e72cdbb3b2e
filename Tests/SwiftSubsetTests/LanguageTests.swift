import Testing
@testable import SwiftSubset

/// Constructs that swiftc on Linux cannot compile (no UIKit, no Objective-C), so they are not
/// conformance programs; expected behaviour is Swift's as documented in The Swift Programming
/// Language (Automatic Reference Counting; Attributes).
struct LanguageTests {
    @Test func interfaceBuilderAttributesAreAccepted() {
        let r = Interpreter.run(source: """
            class Label { var text: String? }
            class VC {
                @IBOutlet weak var label: Label!
                @IBAction func tapped(_ sender: Any) { print("tapped") }
                @objc func refresh() {}
            }
            let vc = VC()
            let l = Label()
            vc.label = l
            vc.label.text = "hi"
            vc.tapped(vc)
            print(vc.label.text ?? "")
            """)
        #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
        #expect(r.output == "tapped\nhi\n")
    }

    @Test func unownedSelfCaptureDoesNotKeepTheObjectAlive() {
        let r = Interpreter.run(source: """
            class Timer {
                var tick: (() -> Void)?
                let name = "t"
                init() { tick = { [unowned self] in print(self.name) } }
                deinit { print("freed") }
            }
            var t: Timer? = Timer()
            t?.tick?()
            t = nil
            print("end")
            """)
        #expect(r.output == "t\nfreed\nend\n")
    }

    @Test func strongSelfCaptureIsARetainCycle() {
        let r = Interpreter.run(source: """
            class Timer {
                var tick: (() -> Void)?
                init() { tick = { print(self) } }
                deinit { print("freed") }
            }
            var t: Timer? = Timer()
            t = nil
            print("end")
            """)
        #expect(r.output == "end\n")
    }
}

/// Randomness and `NSObject` subclasses (their output cannot be compared with swiftc's here).
struct LanguageExtrasTests {
    @Test func randomValuesStayInRange() {
        let r = Interpreter.run(source: """
            var ok = true
            for _ in 0..<200 {
                let d = Int.random(in: 1...6)
                if d < 1 || d > 6 { ok = false }
            }
            let pick = [1, 2, 3].randomElement()!
            print(ok, [1, 2, 3].contains(pick), [3, 1, 2].shuffled().sorted())
            """)
        #expect(r.output == "true true [1, 2, 3]\n")
    }

    @Test func nsObjectSubclassesMayCallSuperInit() {
        let r = Interpreter.run(source: """
            class Source: NSObject {
                let items: [String]
                init(items: [String]) {
                    self.items = items
                    super.init()
                }
            }
            print(Source(items: ["a"]).items)
            """)
        #expect(r.diagnostics.isEmpty, "\(r.renderedDiagnostics)")
        #expect(r.output == "[\"a\"]\n")
    }
}

struct CastFailureTests {
    @Test func failedForcedCastNamesBothTypes() {
        // swiftc 6.3 prints: Could not cast value of type 'main.A' (0x…) to 'main.B'.
        let r = Interpreter.run(source: "class A {}\nclass B: A {}\nlet a: A = A()\nlet b = a as! B")
        #expect(r.status == .exception)
        #expect(r.runtimeError == "Could not cast value of type 'main.A' to 'main.B'.")
    }
}
