import Testing
@testable import SwiftSubset

/// `weak`/`unowned` and class-only protocols refused where swiftc refuses them. Every message
/// and place is what swiftc 6.3.1 printed here for the same source (`swiftc -typecheck`).
struct OwnershipDiagnosticsTests {
    func expectDiagnostics(_ marked: String, _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        DiagnosticsTests().assertDiagnostics(marked, messages, sourceLocation: sourceLocation)
    }

    @Test func weakOfAProtocolThatIsNotClassOnly() {
        expectDiagnostics("""
        protocol Done { func done() }
        class Screen {
            weak var 1️⃣delegate: Done?
            unowned var 2️⃣owner: Done
            init(owner: Done) { self.owner = owner }
        }
        """, [
            "'weak' must not be applied to non-class-bound 'any Done'; consider adding a protocol conformance that has a class bound",
            "'unowned' must not be applied to non-class-bound 'any Done'; consider adding a protocol conformance that has a class bound",
        ])
    }

    @Test func weakAndUnownedOfValueTypes() {
        expectDiagnostics("""
        struct Note {}
        enum Mode { case a }
        class Holder {
            weak var 1️⃣note: Note?
            weak var 2️⃣mode: Mode?
            weak var 3️⃣count: Int?
            unowned let 4️⃣numbers: [Int] = []
        }
        """, [
            "'weak' may only be applied to class and class-bound protocol types, not 'Note'",
            "'weak' may only be applied to class and class-bound protocol types, not 'Mode'",
            "'weak' may only be applied to class and class-bound protocol types, not 'Int'",
            "'unowned' may only be applied to class and class-bound protocol types, not '[Int]'",
        ])
    }

    @Test func weakOfALocalValueIsRefusedOnce() {
        expectDiagnostics("""
        struct Note {}
        func f() {
            weak var 1️⃣local: Note?
            _ = local
        }
        """, ["'weak' may only be applied to class and class-bound protocol types, not 'Note'"])
    }

    @Test func weakMustBeOptional() {
        expectDiagnostics("""
        class Screen {}
        protocol Watcher: AnyObject {}
        class Holder {
            weak var 1️⃣screen: Screen
            weak var 2️⃣watcher: Watcher
            init(screen: Screen, watcher: Watcher) { self.screen = screen; self.watcher = watcher }
        }
        """, ["'weak' variable should have optional type 'Screen?'", "'weak' variable should have optional type '(any Watcher)?'"])
    }

    @Test func valueTypesCannotAdoptClassOnlyProtocols() {
        expectDiagnostics("""
        protocol Watcher: class { func saw() }
        protocol LoudWatcher: Watcher {}
        struct Note {}
        1️⃣extension Note: LoudWatcher { func saw() {} }
        enum 3️⃣Mode: Watcher { case a; func saw() {} }
        """.replacingOccurrences(of: "1️⃣extension", with: "1️⃣2️⃣extension"), [
            "non-class type 'Note' cannot conform to class protocol 'LoudWatcher'",
            "non-class type 'Note' cannot conform to class protocol 'Watcher'",
            "non-class type 'Mode' cannot conform to class protocol 'Watcher'",
        ])
    }

    /// `protocol P: class` is the older spelling of `: AnyObject` (swiftc 6.3.1 accepts it with
    /// a deprecation warning): weak references to it, and to protocols inheriting from it, run.
    @Test func theClassKeywordMakesAProtocolClassOnly() {
        let result = Interpreter.run(source: """
        protocol Watcher: class { func saw() }
        protocol LoudWatcher: Watcher {}
        class Owner: LoudWatcher { func saw() { print("saw") } }
        class Holder { weak var watcher: LoudWatcher?; weak var plain: Watcher? }
        let owner = Owner()
        let holder = Holder()
        holder.watcher = owner
        holder.plain = owner
        holder.watcher?.saw()
        holder.plain?.saw()
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "saw\nsaw\n")
    }
}

/// Generic functions beyond the supported part are refused, never guessed; a constraint an
/// argument does not meet is refused with swiftc 6.3.1's message and place.
struct GenericFunctionDiagnosticsTests {
    func expectDiagnostics(_ marked: String, _ messages: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        DiagnosticsTests().assertDiagnostics(marked, messages, sourceLocation: sourceLocation)
    }

    @Test func anArgumentOutsideTheConstraint() {
        expectDiagnostics("""
        class Screen { var title = "" }
        protocol Named { var name: String { get } }
        func titled<T: Screen>(_ screen: T, _ title: String) -> T { screen.title = title; return screen }
        func show<T>(_ x: T) -> String where T: Named { x.name }
        _ = 1️⃣titled(5, "x")
        _ = 2️⃣show("text")
        """, [
            "global function 'titled' requires that 'Int' inherit from 'Screen'",
            "global function 'show' requires that 'String' conform to 'Named'",
        ])
    }

    /// Not swiftc's: a global generic function's cast to `T` runs only where the call binds
    /// `T` to a type the cast can test (`Compiler+FrameTypeBinding`); a call from other
    /// generic code, which only knows `U`, is refused there.
    @Test func theTypeParameterInsideTheBodyIsNotSupported() {
        expectDiagnostics("""
        class Screen {}
        func find<T: Screen>(_ type: T.Type, in list: [Screen]) -> T? {
            for s in list { if let match = s as? T { return match } }
            return nil
        }
        func first<U: Screen>(_ type: U.Type, in list: [Screen]) -> U? { find1️⃣(type, in: list) }
        """, ["calling 'find(_:in:)' here, where its type parameter 'T' (cast to in its body) is not known, is not supported yet"])
    }
}
