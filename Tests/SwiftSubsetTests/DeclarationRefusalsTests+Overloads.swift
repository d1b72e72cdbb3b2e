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

    /// swiftc 6.3 prints `generic`: inside `relay` the argument's static type is `U`, so the
    /// generic overload runs, and the subclass's override of the other one is never reached.
    /// Choosing that way past an override the subclass may make is refused, and so is the
    /// override of one of the overloads itself (session 26: the subclass held it alone).
    @Test func aGenericArgumentToAnOverloadInAClassWithSubclassesIsRefused() {
        let messages = refusal("""
            class Circle {}
            class Box<T> {
                func put(_ c: Circle) { print("circle") }
                func put(_ x: T) { print("generic") }
            }
            class LoudBox<T>: Box<T> {
                override func put(_ c: Circle) { print("loud circle") }
            }
            func relay<U>(_ box: Box<U>, _ u: U) { box.put(u) }
            relay(LoudBox<Circle>(), Circle())
            """)
        #expect(messages == ["an override of one of the methods 'Box' overloads by parameter types ('put(_:)') is not supported yet",
                             "choosing among the overloads of 'put(_:)' in a class with subclasses for an argument of a generic or protocol type is not supported yet"])
    }

    /// swiftc 6.3 prints `circle`. An argument whose static type the compiler does not know
    /// could be the program's own type or a generic one, which Swift tells apart statically: a
    /// value of the program's type there is refused when the call runs (any other value can
    /// only take the generic overload, and runs).
    @Test func anArgumentOfUnknownTypeToATypeOrGenericOverloadIsRefusedWhenItRuns() {
        let messages = refusal("""
            struct Circle {}
            final class Box<T> {
                func put(_ c: Circle) { print("circle") }
                func put(_ x: T) { print("generic") }
            }
            let made = Array(["k": Circle()].values)
            Box<Int>().put(made.first!)
            """)
        #expect(messages == ["choosing among the overloads of 'put(_:)' for an argument whose type is not known here is not supported yet"])
    }

    /// swiftc 6.3 prints `one` and `[[1, 2]]`: the type argument is itself an array, so the
    /// element overload takes the array. A sequence argument chooses the sequence overload only
    /// where the receiver's type argument is no sequence; here it is refused when the call runs.
    /// (What runs is in `Programs/sequence_overload_split.swift`.)
    @Test func aSequenceArgumentWhereTheTypeArgumentIsASequenceIsRefusedWhenItRuns() {
        let messages = refusal("""
            struct Bag<T> {
                var items: [T] = []
                mutating func add(_ item: T) { print("one"); items.append(item) }
                mutating func add<S: Sequence>(_ many: S) where S.Element == T { print("many"); for i in many { add(i) } }
            }
            var b = Bag<[Int]>()
            b.add([1, 2])
            print(b.items)
            """)
        #expect(messages == ["choosing among the overloads of 'add(_:)' for a sequence argument where the type argument may be a sequence is not supported yet"])
    }

    /// swiftc 6.3 prints `many`, `one`, `one`, `[Optional(2), nil]`. The argument is wrapped
    /// for the optional type argument before the choice, which then saw `Optional([2, nil])`
    /// and took the element overload (a silent difference a probe found): refused when the
    /// call runs. So is a protocol type argument an array conforms to (swiftc prints `one`
    /// for `Bag<CustomStringConvertible>().add([2, 3])`).
    @Test func aSequenceArgumentForAnOptionalOrProtocolTypeArgumentIsRefusedWhenItRuns() {
        let bag = """
            struct Bag<T> {
                var items: [T] = []
                mutating func add(_ item: T) { print("one"); items.append(item) }
                mutating func add<S: Sequence>(_ many: S) where S.Element == T { print("many"); for i in many { add(i) } }
            }

            """
        #expect(refusal(bag + "var o = Bag<Int?>()\no.add([2, nil])\nprint(o.items)")
                == ["choosing among the overloads of 'add(_:)' for a sequence argument where the type argument is optional is not supported yet"])
        #expect(refusal(bag + "var c = Bag<CustomStringConvertible>()\nc.add([2, 3])\nprint(c.items.count)")
                == ["choosing among the overloads of 'add(_:)' for a sequence argument where the type argument may be a sequence is not supported yet"])
    }

    /// swiftc 6.3 prints `inout`, `value`, `2`: Swift tells these apart by the `&`, which a
    /// value's kind does not show. (Overloads whose `inout` parameter's type tells them apart
    /// run: `Programs/inout_overloads.swift`.)
    @Test func anInoutParameterBesideOneOfTheSameTypeIsRefused() {
        let messages = refusal("""
            struct S {
                func f(_ x: inout Int) { x += 1; print("inout") }
                func f(_ x: Int) { print("value") }
            }
            var n = 1
            S().f(&n)
            S().f(n)
            print(n)
            """)
        #expect(messages == ["methods overloaded by these parameter types ('f(_:)') are not supported yet"])
    }

    /// swiftc 6.3 prints `generic`: a `Circle` held as its superclass `Shape` cannot take
    /// `f(_: Circle)`, which the value would fit when the call runs. Refused.
    @Test func anArgumentHeldAsASuperclassOfAnOverloadsTypeIsRefused() {
        let messages = refusal("""
            class Shape {}
            class Circle: Shape {}
            struct P {
                func f(_ x: Circle) -> String { "Circle overload" }
                func f<T>(_ x: T) -> String { "generic" }
            }
            let s: Shape = Circle()
            print(P().f(s))
            """)
        #expect(messages == ["choosing among the overloads of 'f(_:)' for an argument held as its superclass 'Shape' is not supported yet"])
    }

    /// swiftc 6.3 prints `generic`: a subclass's receiver reaches the overloads its superclass
    /// declares, chosen by static type as there; refused like any class with subclasses.
    @Test func overloadsReachedThroughASubclassAreChosenStaticallyOrRefused() {
        let messages = refusal("""
            class Circle {}
            class Base {
                func h(_ x: Circle) -> String { "Circle overload" }
                func h<T>(_ x: T) -> String { "generic" }
            }
            class Sub: Base {}
            let a: Any = Circle()
            print(Sub().h(a))
            """)
        #expect(messages == ["choosing among the overloads of 'h(_:)' in a class with subclasses for an argument of a generic or protocol type is not supported yet"])
    }

    /// swiftc 6.3 prints `2` then `200`: a value typed as the protocol takes the subscript its
    /// extension adds (the protocol does not require one), which the type's own would hide here.
    @Test func aSubscriptBesideAnExtensionsUnrequiredOneOfTheSameIndexIsRefused() {
        let messages = refusal("""
            protocol Shelf { var items: [Int] { get } }
            extension Shelf {
                subscript(i: Int) -> Int { items[i] * 100 }
            }
            struct Row: Shelf {
                var items = [1, 2, 3]
                subscript(i: Int) -> Int { items[i] }
            }
            let r = Row()
            print(r[1])
            let s: Shelf = r
            print(s[1])
            """)
        #expect(messages == ["a subscript beside the one an extension of 'Shelf' adds without 'Shelf' requiring it is not supported yet (Swift calls the extension's where the value's type is 'Shelf')"])
    }

    /// A protocol extension's generic subscript on an unconstrained index beside the type's
    /// `Int` one: an `Int` value fits both, and Swift's choice depends on static types.
    @Test func anExtensionSubscriptTheIndexKindCannotTellApartIsRefused() {
        let messages = refusal("""
            protocol Shelf {}
            extension Shelf {
                subscript<Slot>(slot: Slot) -> String { "any" }
            }
            struct Row: Shelf {
                subscript(i: Int) -> String { "int" }
            }
            print(Row()[1])
            """)
        #expect(messages == ["a subscript beside those an extension of 'Shelf' adds, told apart by these parameter types, is not supported yet"])
    }

    /// The type's own subscript is the witness of the protocol's requirement: the extension's of
    /// the same index type is only a default, never chosen for `Row`.
    @Test func aSubscriptWitnessingTheRequirementBesideTheDefaultRuns() {
        let result = Interpreter.run(source: """
            protocol Shelf { subscript(i: Int) -> Int { get } }
            extension Shelf {
                subscript(i: Int) -> Int { -1 }
            }
            struct Row: Shelf {
                subscript(i: Int) -> Int { i * 2 }
            }
            let s: Shelf = Row()
            print(Row()[2], s[3])
            """, fileName: "main.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "4 6\n")
    }
}
