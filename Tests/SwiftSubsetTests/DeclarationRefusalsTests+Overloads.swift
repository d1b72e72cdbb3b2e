import Testing
@testable import SwiftSubset

/// Methods and subscripts overloaded by their parameters' types that a value's kind cannot tell
/// apart stay refused at the declaration: Swift chooses by static types, which the choice made
/// when the call runs would not match. (What runs is in `Programs/member_overloads.swift`,
/// beside swiftc's output.)
extension DeclarationRefusalsTests {
    /// swiftc 6.3 prints `a shape a circle`: a `Circle` held as a `Shape` takes the protocol's
    /// overload, which a choice by the value's kind would not.
    @Test func anOverloadOnAProtocolIsRefused() {
        let messages = refusal("""
            protocol Shape {}
            struct Circle: Shape {}
            struct Printer {
                func describe(_ s: Shape) -> String { "a shape" }
                func describe(_ c: Circle) -> String { "a circle" }
            }
            let s: Shape = Circle()
            print(Printer().describe(s), Printer().describe(Circle()))
            """)
        #expect(messages == ["methods overloaded by these parameter types ('describe(_:)') are not supported yet"])
    }

    /// swiftc 6.3 prints `int double`: the literal `2` is an Int, converted to Double for the
    /// other overload, a conversion made from the static type.
    @Test func overloadsOnIntAndDoubleAreRefused() {
        let messages = refusal("""
            struct Scale {
                func size(_ x: Int) -> String { "int" }
                func size(_ x: Double) -> String { "double" }
            }
            print(Scale().size(2))
            """)
        #expect(messages == ["methods overloaded by these parameter types ('size(_:)') are not supported yet"])
    }

    /// swiftc 6.3 prints `T Int`: inside the generic type a value of type `T` takes the `T`
    /// overload even where `T` is `Int`.
    @Test func aStandardTypeBesideATypeParameterIsRefused() {
        let messages = refusal("""
            struct Box<T> {
                func put(_ x: T) -> String { "T" }
                func put(_ x: Int) -> String { "Int" }
                func through(_ x: T) -> String { put(x) }
            }
            print(Box<Int>().through(1), Box<Int>().put(1))
            """)
        #expect(messages == ["methods overloaded by these parameter types ('put(_:)') are not supported yet"])
    }

    /// A subscript with a setter, or a labelled one, has no other beside it here.
    @Test func aSubscriptWithASetterBesideAnotherIsRefused() {
        let messages = refusal("""
            struct Grid {
                var cells = [0, 0]
                subscript(i: Int) -> Int {
                    get { cells[i] }
                    set { cells[i] = newValue }
                }
                subscript(name: String) -> Int { name.count }
            }
            print(Grid()[0])
            """)
        #expect(messages == ["subscripts overloaded by these parameter types ('subscript') are not supported yet"])
    }
}
