import Testing
@testable import SwiftSubset

/// Generic types, methods and initialisers (`Programs/generic_types.swift` and
/// `generic_type_arguments.swift` run them as swiftc does). A struct or class instance carries
/// its type arguments when the compiler knows them all (`GenericBinding`); what would show
/// type arguments that are not known is refused as not supported, never run differently. Beside each program: what swiftc 6.3
/// printed for it here (`swiftc -Onone -module-name main`).
struct GenericTypeTests {
    /// Runs `source` and expects it refused with `message`.
    func expectRefused(_ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = Interpreter.run(source: source)
        #expect(result.status == .diagnostics, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.diagnostics.first?.message == message, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    /// Runs `source` and expects it to print `output`.
    func expectOutput(_ source: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = Interpreter.run(source: source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
        #expect(result.output == output, sourceLocation: sourceLocation)
    }

    // swiftc: `Stack<Int>(items: [1])`
    @Test func printingAGenericStructSpellsItsTypeArguments() {
        expectOutput("struct Stack<Element> { var items: [Element] = [] }\nprint(Stack<Int>(items: [1]))", "Stack<Int>(items: [1])\n")
    }

    // swiftc: `[main.Stack<Swift.String>(items: ["a"])]`
    @Test func aGenericStructInsideAnArray() {
        expectOutput("struct Stack<Element> { var items: [Element] = [] }\nprint([Stack(items: [\"a\"])])",
                     "[main.Stack<Swift.String>(items: [\"a\"])]\n")
    }

    // swiftc: `main.Node<Swift.Int>`
    @Test func aGenericClassInstance() {
        expectOutput("class Node<T> { var v: T; init(_ v: T) { self.v = v } }\nlet n = Node(1)\nprint(\"\\(n)\")", "main.Node<Swift.Int>\n")
    }

    // swiftc: `Stack<Stack<Int>>(items: [main.Stack<Swift.Int>(items: [])])`: the inner stack's
    // type is generic, which a type argument is not spelled from here.
    @Test func aTypeArgumentThatIsItselfGeneric() {
        expectRefused("struct Stack<Element> { var items: [Element] = [] }\nprint(Stack(items: [Stack<Int>()]))",
                      "describing a value of the generic type 'Stack' (its type arguments) is not supported yet")
    }

    // swiftc: `main.Node<Swift.Int>`: made inside generic code, where `T` is only known running.
    @Test func anInstanceMadeInGenericCode() {
        expectRefused("class Node<T> { var v: T; init(_ v: T) { self.v = v } }\nfunc make<T>(_ v: T) -> Node<T> { Node(v) }\nprint(make(1))",
                      "describing a value of the generic type 'Node' (its type arguments) is not supported yet")
    }

    // swiftc: `[main.Tree<Swift.Int>.leaf]` (while `print(Tree.node(1))` alone prints `node(1)`)
    @Test func aGenericEnumInsideAnArray() {
        expectRefused("enum Tree<T> { case leaf; case node(T) }\nprint([Tree<Int>.leaf])",
                      "describing a value of the generic type 'Tree' (its type arguments) is not supported yet")
    }

    // swiftc: `node(1)`
    @Test func aGenericEnumCasePrintsWithoutItsType() {
        let result = Interpreter.run(source: "enum Tree<T> { case leaf; case node(T) }\nprint(Tree.node(1))")
        #expect(result.output == "node(1)\n")
    }

    // swiftc: `Box<Int>`
    @Test func theTypeOfAGenericValue() {
        expectRefused("struct Box<T> { var v: T }\nprint(type(of: Box(v: 1)))",
                      "describing a value of the generic type 'Box' (its type arguments) is not supported yet")
    }

    // swiftc: `Int`: the receiver's recorded type argument binds `T`
    // (`Compiler+TypeParameterValues.swift`).
    @Test func aTypeParameterUsedAsAValue() {
        expectOutput("struct Box<T> { var v: T\n func name() -> String { \"\\(T.self)\" } }\nprint(Box(v: 1).name())", "Int\n")
    }

    // swiftc: `[1, 2]`: `Int.self` binds `T` for the call's frame (`Compiler+FrameTypeBinding`).
    @Test func aCastToATypeParameterBoundByAMetatype() {
        expectOutput("func pick<T>(_ xs: [Any], as type: T.Type) -> [T] { xs.compactMap { $0 as? T } }\nprint(pick([1, \"a\", 2], as: Int.self))",
                     "[1, 2]\n")
    }

    // swiftc: `[1, 2]`, through a generic method, whose call binds its type parameter.
    @Test func aCastToAGenericMethodsTypeParameter() {
        expectOutput("struct P { func pick<T>(_ xs: [Any], as type: T.Type) -> [T] { xs.compactMap { $0 as? T } } }\nprint(P().pick([1, \"a\", 2], as: Int.self))",
                     "[1, 2]\n")
    }

    // swiftc: `Any` then `1`: arguments of two types passed as `Any` bind `T` to `Any`, which
    // is no type a call binds here (`Compiler+FrameTypeBinding.swift`).
    @Test func aTypeParameterValueBoundToAnyByDisagreeingArguments() {
        expectRefused("func first<T>(_ a: T, _ b: T) -> T { print(T.self); return a }\nprint(first(1, 2.5))",
                      "calling 'first(_:_:)' here, where its type parameter 'T' (used as a value in its body) is not known, is not supported yet")
    }

    // swiftc: `Double`, `Double`, `[1.0, 2.5]`: the array around the result types the literal
    // (session 14: the literal takes the type through the call, `Compiler+LiteralContexts`).
    @Test func aTypeParameterValueBoundByALiteralTypedByItsContext() {
        expectOutput("func id<T>(_ x: T) -> T { print(T.self); return x }\nprint([id(1), id(2.5)])", "Double\nDouble\n[1.0, 2.5]\n")
    }

    // swiftc: `Optional<Any>`: an optional context binds `T` to an optional.
    @Test func aTypeParameterValueBoundByAnOptionalContext() {
        expectRefused("func id<T>(_ x: T) -> T { print(T.self); return x }\nlet d: Any? = id(4)",
                      "calling 'id(_:)' here, where its type parameter 'T' (used as a value in its body) is not known, is not supported yet")
    }

    // swiftc: `sub Int`: the call binds the method its receiver's static type names, not the
    // override that runs, which is refused when it starts.
    @Test func aTypeParameterValueInAnOverridingGenericMethod() {
        let result = Interpreter.run(source: "class Base { func f<T>(_ x: T) -> String { \"base \\(T.self)\" } }\nclass Sub: Base { override func f<T>(_ x: T) -> String { \"sub \\(T.self)\" } }\nlet s: Base = Sub()\nprint(s.f(1))")
        #expect(result.output == "")
        #expect(result.status != .ok)
        #expect(result.diagnostics.first?.message == "a generic function or method that uses its type parameter in its body, reached other than by a call that binds it, is not supported yet",
                "\(result.diagnostics)")
    }

    // swiftc: `[1.0]`: the literal takes the type argument's type.
    @Test func aTypeArgumentValuesAreConvertedTo() {
        expectOutput("struct Stack<E> { var items: [E] = []\n mutating func push(_ e: E) { items.append(e) } }\nvar s = Stack<Double>()\ns.push(1)\nprint(s.items)",
                     "[1.0]\n")
    }

    // swiftc: `[1.0]`. A `var`'s annotation does not reach a value assigned to it later, so it
    // stays refused, as does a converting type argument anywhere the instance does not carry it.
    @Test func aVarAnnotatedWithAConvertingTypeArgument() {
        expectRefused("struct Stack<E> { var items: [E] = []\n mutating func push(_ e: E) { items.append(e) } }\nvar s: Stack<Double> = Stack()\ns.push(1)\nprint(s.items)",
                      "'Stack' with the type argument 'Double' is not supported yet (its values would need converting)")
    }

    // swiftc: `[1.0]`: `Stack()` takes `Double` from the function's result type.
    @Test func aResultTypeWithAConvertingTypeArgument() {
        expectRefused("struct Stack<E> { var items: [E] = []\n mutating func push(_ e: E) { items.append(e) } }\nfunc make() -> Stack<Double> { Stack() }\nvar s = make()\ns.push(1)\nprint(s.items)",
                      "'Stack' with the type argument 'Double' is not supported yet (its values would need converting)")
    }

    // swiftc: `[1.0]`: assigned to a `Stack<Double>` variable, `Stack()` is a `Stack<Double>`
    // (the variable's static type arguments bind it, `GenericBinding.writtenBinding`).
    @Test func aConstructionWithoutItsTypeArgumentsBesideConvertingOnes() {
        expectOutput("struct Stack<E> { var items: [E] = []\n mutating func push(_ e: E) { items.append(e) } }\nvar s = Stack<Double>()\ns = Stack()\ns.push(1)\nprint(s.items)",
                     "[1.0]\n")
    }

    // swiftc: `[1.0]`; a stored property's type arguments are not known statically here.
    @Test func aConstructionWithoutItsTypeArgumentsAssignedToAProperty() {
        expectRefused("struct Stack<E> { var items: [E] = []\n mutating func push(_ e: E) { items.append(e) } }\nstruct Holder { var s = Stack<Double>() }\nvar h = Holder()\nh.s = Stack()\nh.s.push(1)\nprint(h.s.items)",
                      "making a 'Stack' whose type arguments are not known here is not supported yet (its values could need converting)")
    }

    // swiftc: `[1.0]`: the array's element type is the stack's `Double`, which the variable's
    // static type arguments give `s.items` (`Compiler+TypeArgumentMembers.swift`).
    @Test func changingAPropertyOfATypeParameterTypeFromOutside() {
        expectOutput("struct Stack<E> { var items: [E] = [] }\nvar s = Stack<Double>()\ns.items.append(1)\nprint(s.items)", "[1.0]\n")
    }

    // swiftc: `Optional(1.0)`: the literal is a `Double?`.
    @Test func aLiteralForAnOptionalTypeParameter() {
        expectRefused("class Box<T> { var v: T?\n init(_ v: T) { self.v = v }\n func put(_ x: T?) { v = x } }\nlet b = Box<Double>(2)\nb.put(1)\nprint(b.v as Any)",
                      "a number literal passed where its type depends on a type argument of 'Box' is not supported yet")
    }

    // swiftc: `0.0`: the literal returned as `T` takes the type the call binds (session 17,
    // `Compiler+TypeParameterLiterals.swift`; it was refused).
    @Test func aConstraintThatLetsLiteralsTakeTheType() {
        expectOutput("func zero<T: Numeric>(_ x: T) -> T { return 0 }\nprint(zero(2.5))", "0.0\n")
    }
}
