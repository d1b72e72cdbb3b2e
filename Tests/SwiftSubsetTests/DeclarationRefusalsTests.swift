import Testing
@testable import SwiftSubset

/// Declarations of session 9's `decls2` work that stay refused rather than run differently from
/// Swift. (The lifted ones run in `Programs/generic_typealias.swift`,
/// `protocol_static_defaults.swift`, `extension_nested_types.swift` and
/// `standard_type_subscripts.swift`, beside swiftc's output.)
struct DeclarationRefusalsTests {
    func refusal(_ source: String) -> [String] {
        let result = Interpreter.run(source: source, fileName: "main.swift")
        #expect(result.output == "")
        return result.diagnostics.map(\.message)
    }

    /// swiftc 6.3.1 prints 2 (`Self` is `S`, whose own `x` wins); in a static member `self` is
    /// the protocol here, which would read the default 1. (`Self.x` in an instance member
    /// runs: `Programs/static_requirements_through_self.swift`.)
    @Test func staticRequirementThroughSelfInAStaticMemberIsRefused() {
        let messages = refusal("""
            protocol P { static var x: Int { get } }
            extension P {
                static var x: Int { 1 }
                static func show() { print(Self.x) }
            }
            struct S: P { static var x = 2 }
            S.show()
            """)
        #expect(messages == ["a protocol's static requirement reached through 'Self' is not supported yet"])
    }

    /// swiftc 6.3.1 prints 1 and 1: the conditional extension's `x` is not the witness of
    /// `Box`'s conformance, which takes the default; here that member is taken for every type
    /// argument.
    @Test func staticRequirementThroughSelfDeclaredByAConditionalExtensionIsRefused() {
        let messages = refusal("""
            protocol P { static var x: Int { get } }
            extension P {
                static var x: Int { 1 }
                func show() { print(Self.x) }
            }
            struct Box<T>: P {}
            extension Box where T: Equatable { static var x: Int { 2 } }
            Box<Int>().show()
            Box<String>().show()
            """)
        #expect(messages == ["a protocol's static requirement reached through 'Self' is not supported yet"])
    }

    /// swiftc 6.3.1 prints 1: `C`'s conformance takes the default, and `D`'s own `x` is no
    /// witness. Refused when it runs on a class instance.
    @Test func staticRequirementThroughSelfOfAClassInstanceIsRefusedWhenItRuns() {
        let messages = refusal("""
            protocol P { static var x: Int { get } }
            extension P {
                static var x: Int { 1 }
                func show() { print(Self.x) }
            }
            class C: P {}
            class D: C { static var x: Int { 5 } }
            D().show()
            """)
        #expect(messages == ["a protocol's static requirement reached through 'Self' of a class instance is not supported yet"])
    }

    /// swiftc 6.3.1 prints 2. A static method a protocol requires runs through `Self`
    /// (`Programs/static_requirements_through_self.swift`), but not with `inout` arguments.
    @Test func staticRequirementCallThroughSelfWithAnInoutArgumentIsRefused() {
        let messages = refusal("""
            protocol Bumper { static func bump(_ x: inout Int) }
            extension Bumper {
                func twice(_ x: inout Int) { Self.bump(&x); Self.bump(&x) }
            }
            struct One: Bumper { static func bump(_ x: inout Int) { x += 1 } }
            var n = 0
            One().twice(&n)
            print(n)
            """)
        #expect(messages == ["passing an 'inout' argument to a static requirement reached through 'Self' is not supported yet",
                             "passing an 'inout' argument to a static requirement reached through 'Self' is not supported yet"])
    }

    /// swiftc 6.3 prints `Book: Book()`. Without a default in the extension, the requirement
    /// was not seen as a member at all ("type 'Titled' has no member 'title'", which swiftc
    /// does not say); it is now read from the type of `self`, as the one with a default is.
    @Test func staticRequirementWithoutDefaultThroughSelfRuns() {
        let result = Interpreter.run(source: """
            protocol Titled { static var title: String { get } }
            extension Titled {
                func show() { print("\\(Self.title): \\(self)") }
            }
            struct Book: Titled { static var title: String { "Book" } }
            Book().show()
            """, fileName: "main.swift")
        #expect(result.diagnostics.map(\.message) == [])
        #expect(result.output == "Book: Book()\n")
    }

    /// swiftc 6.3 prints `shout`, `whisper`, `shout`: `Box<Int>` is no `Whisper`, and in
    /// generic code constrained to `Shout` the conformance's own witness runs. The conformance
    /// would be taken for every `Box` here.
    @Test func aConditionalConformanceBringingExtensionMembersIsRefused() {
        let messages = refusal("""
            protocol Shout { func speak() }
            extension Shout { func speak() { print("shout") } }
            protocol Whisper: Shout {}
            extension Whisper { func speak() { print("whisper") } }
            struct Box<T> { let v: T }
            extension Box: Shout {}
            extension Box: Whisper where T: Whisper {}
            struct Quiet: Whisper {}
            Box(v: 1).speak()
            Box(v: Quiet()).speak()
            func viaGeneric<S: Shout>(_ s: S) { s.speak() }
            viaGeneric(Box(v: Quiet()))
            """)
        #expect(messages == ["a conditional conformance to 'Whisper', whose extension adds members, is not supported yet"])
    }

    /// swiftc 6.3.1 infers `Table<Int>` and prints `["a": 1]`; the arguments are not inferred here.
    @Test func genericAliasWithoutArgumentsIsRefused() {
        let messages = refusal("typealias Table<V> = [String: V]\nlet t: Table = [\"a\": 1]\nprint(t)\n")
        #expect(messages == ["a generic type alias without its type arguments is not supported yet"])
    }

    /// swiftc: "generic type 'Table' specialized with too many type parameters (got 2, but expected 1)".
    @Test func genericAliasWithTooManyArgumentsIsAnError() {
        let messages = refusal("typealias Table<V> = [String: V]\nlet t: Table<Int, Int> = [:]\nprint(t)\n")
        #expect(messages == ["generic type 'Table' specialized with too many type parameters (got 2, but expected 1)"])
    }

    /// swiftc 6.3.1 prints `nil` (the defaulted `fallback`); a call leaving the default out
    /// would reach the array's own subscript here and trap, so the declaration is refused.
    @Test func standardSubscriptWithDefaultIsRefused() {
        let messages = refusal("""
            extension Array {
                subscript(safe i: Int, fallback: Element? = nil) -> Element? { i < count ? self[i] : fallback }
            }
            print([1, 2][safe: 5] as Any)
            """)
        #expect(messages == ["subscripts in extensions of standard types are not supported yet"])
    }

    /// swiftc 6.3.1 rejects `[5][0]` here ("ambiguous use of 'subscript(_:)'"); the array's
    /// own subscript would be chosen here, so an unlabelled subscript added to a type with its
    /// own subscripts is refused at its declaration.
    @Test func unlabelledSubscriptOnArrayIsRefused() {
        let messages = refusal("""
            extension Array {
                subscript(position: Int) -> Int { 0 }
            }
            print([5][0])
            """)
        #expect(messages == ["subscripts in extensions of standard types are not supported yet"])
    }
}
