import SwiftSyntax

/// A lowered expression: evaluates in an environment.
typealias Expr = (Env) throws(Interrupt) -> Value
/// A lowered statement: runs in an environment and says how it finished.
typealias Stmt = (Env) throws(Interrupt) -> Flow

/// A lowered expression with the static type the checker worked out, when it could.
struct Compiled {
    /// Changing it forgets `operand`, which must always read what `run` returns.
    var run: Expr { didSet { operand = nil; test = nil } }
    var type: TypeRef?
    /// Set where `run` only reads a variable of the current frame or yields an `Int`
    /// literal: operators then read the operand in place instead of calling `run`
    /// (Compiler+IntOperands.swift).
    var operand: DirectOperand? = nil
    /// Set where `run` gives a `Bool` a condition can read without making the value: whether
    /// `run` would give `true`.
    var test: ((Env) throws(Interrupt) -> Bool)? = nil
    init(_ run: @escaping Expr, _ type: TypeRef? = nil) {
        self.run = run
        self.type = type
    }
}

/// Resolves names and types in a parsed program and lowers it to closures over resolved slots.
final class Compiler {
    let ctx: RunContext
    let converter: SourceLocationConverter
    var diagnostics: [Diagnostic] = []
    /// Set while a `var` binding pattern is compiled (`case .some(var x)`): its names are variables.
    var patternBindsVariables = false
    /// The `private` properties of each type, and those with a `private(set)` setter, by type name.
    var privateProperties: [String: Set<String>] = [:]
    var privateSetters: [String: Set<String>] = [:]
    /// `Compiler.subclassesRedeclareComparison`, by operator, with the number of types it was
    /// worked out for (a prelude's are declared before the program's).
    var redeclaredComparisons: [String: (typeCount: Int, found: Bool)] = [:]
    /// The `private` instance methods of each type, by type name and base name.
    var privateMethods: [String: Set<String>] = [:]
    var types: [String: TypeDecl] = [:]
    /// The types the preludes declared (the standard library's and the simulated frameworks').
    var preludeTypes: Set<ObjectIdentifier> = []
    /// The qualified names (`Outer.Inner`) of types the program declared inside its own types.
    var nestedTypeNames: Set<String> = []
    /// The last part of each name in `nestedTypeNames` (`Inner` of `Outer.Inner`): a name
    /// without a `.` that is not among them names no nested type.
    var nestedTypeLastNames: Set<String> = []
    /// The type whose members are being declared (their types are read before any body).
    var declaringType: TypeDecl?
    var globalFunctions: [String: [FunctionRef]] = [:]
    var scope: FunctionScope
    var nesting = 0
    let formatter: ValueFormatter
    var hosts: [HostModule]
    /// Names of methods declared `mutating` in any struct or enum.
    var mutatingMethodNames: Set<String> = []
    /// The same by `Type.fullName` (`Int.double()` for `extension Int { mutating func double() }`).
    var mutatingMethods: Set<String> = []
    /// Declarations of types, kept so members can be compiled after all types are known.
    var pendingTypeBodies: [() -> Void] = []
    /// The bodies of functions declared at the top level, by declaration, each compiled once
    /// where the top-level code declares it (`Compiler+TopLevelFunctions.swift`).
    var pendingTopLevelFunctions: [SyntaxIdentifier: () -> Void] = [:]
    /// The declarations of the top-level functions, pending or compiled.
    var topLevelFunctionDeclarations: Set<SyntaxIdentifier> = []
    /// Number literals in declarations with a numeric type parameter that have not yet been
    /// compiled where their type is certain (`Compiler+NumericConstraints.swift`).
    var uncertainNumericLiterals: [SyntaxIdentifier: String] = [:]
    /// Labels of enclosing loops and switches, innermost last (nil for unlabelled).
    var breakTargets: [BreakTarget] = []
    /// Whether the `switch` case being compiled has a case after it for `fallthrough`.
    var fallthroughHasNextCase = false
    /// Whether the current function may throw (for `try` checks).
    var currentReturnType: TypeRef?
    /// Closures being checked, innermost last, recording what they use from outside.
    var closureStack: [ClosureCapture] = []
    /// Extensions of standard types (`extension Int { ... }`), by type name.
    var builtinExtensions: [String: TypeDecl] = [:]
    /// Top-level variables, declared before function bodies are checked so they can use them.
    var predeclaredGlobals: [String: VarInfo] = [:]
    /// Index uses (`startIndex`, `sub[i]`, `firstIndex(of:)`) inside functions of top-level
    /// variables not compiled yet, by name, with what each use is and where: refused once the
    /// variable turns out to be a view whose indices are its base's (`refuseOffsetIndices`).
    var indexUsesBeforeDeclaration: [String: [(what: String, at: Syntax)]] = [:]
    /// The closing parenthesis of the call being checked (where Swift reports a missing argument).
    var currentCallEnd: Syntax?
    /// The type whose initialiser is being checked (its `let` properties may be assigned).
    var initializingType: TypeDecl?
    /// The property whose `willSet`/`didSet` is being compiled, if any.
    var observedProperty: String?
    /// Types of computed properties and static members, by `Type.name` / `Type.static.name`.
    var memberTypes: [String: TypeRef] = [:]
    /// The names of the program's structs' lazy properties (`Compiler+LazyStructProperties`).
    var lazyStructPropertyNames: Set<String> = []
    /// Declared methods and initialisers by `Type.fullName` (and `Type.static.fullName`).
    var methodRefs: [String: FunctionRef] = [:]
    /// The same declarations by `Type.baseName` (and `Type.static.baseName`), for calls that
    /// leave out defaulted parameters (`fitArguments`).
    var methodRefsByBase: [String: [FunctionRef]] = [:]
    /// Declarations of methods and subscripts by `Type.fullName` / `Type.subscript`, and the
    /// overload sets of those declared more than once (`Compiler+MemberOverloads`).
    var overloadDeclarations: [String: [OverloadDeclaration]] = [:]
    var memberOverloads: [String: MemberOverloads] = [:]
    /// The signature each type's static method was first declared with, by `Type.fullName`:
    /// a second declaration of one full name with other types is refused (the last declared
    /// ran for every call).
    var staticMethodSignatures: [String: String] = [:]
    /// The `x` of each `x = …` of a `let x` declared without a value that `DeferredInitialisation` judged.
    var deferredLetAssignments: Set<SyntaxIdentifier> = []
    /// While the left side of a compound assignment (`n += 1`) or of an assignment through a
    /// subscript (`xs[0] = 1`) is lowered: where swiftc places and how it words an error about
    /// an immutable place (`reportImmutable`).
    var mutationSite: MutationSite?
    /// The index of the source file last asked about (`programIndex(of:)`) and which of its
    /// calls may never return (`neverReturningCalls(in:)`).
    private var programIndexMemo: (file: SyntaxIdentifier, index: ProgramIndex, calls: NeverReturningCalls)?
    /// While a generic function's signature is read: its type parameters, each as the type
    /// its parameters are checked against (the constraint's class, or any type).
    var genericParameters: [String: TypeRef] = [:]
    /// Type aliases by qualified name (`Owner.Alias`, or `Alias` at the top level), with the
    /// type each stands for (`Compiler+TypeAliases`); those being expanded now.
    var typeAliases: [String: TypeAliasDeclSyntax] = [:]
    /// Type aliases declared inside functions, closures and blocks, by name
    /// (`declareLocalTypeAliases`): looked up after every other alias.
    var localTypeAliases: [String: TypeAliasDeclSyntax] = [:]
    var expandingAliases: Set<String> = []
    /// Expressions whose value is passed where `Any` is expected (`print`'s arguments): a
    /// literal typed through a member of one of them takes `Any` (`Compiler+LiteralTyping`).
    var anyContexts: Set<SyntaxIdentifier> = []
    /// The types the parts of an expression take where its context types its number literals
    /// through standard generic calls (`Compiler+LiteralContexts`), per node: `expr` compiles
    /// each with it.
    var literalContexts: [SyntaxIdentifier: TypeRef] = [:]
    /// The static types `quietType` found, per node and scope.
    let quietTypes = QuietTypeMemo()
    /// Facts about each source file (by its root), read once (`Compiler+FileFacts`).
    var fileFacts: [SyntaxIdentifier: [FileFact: Bool]] = [:]
    /// The source files of the preludes declared before the program (`declareTopLevel`), which
    /// import nothing and may use what the program's imports bring.
    var preludeFiles: Set<SyntaxIdentifier> = []
    /// While a closure's result type is read from its `return` statements
    /// (`Compiler+ClosureResultTypes.swift`): that closure, the types its own returns gave in
    /// source order, and the positions of those that returned integer literals only (`return 0`).
    var returnsRead: (closure: SyntaxIdentifier, types: [TypeRef?], integerLiterals: Set<Int>)? = nil
    /// The type arguments calls making a generic type's instance bound in full, per call
    /// (`Compiler+TypeArgumentMembers.swift`).
    var constructedTypeArguments: [SyntaxIdentifier: StaticTypeArguments] = [:]
    /// The written types of generic types' members that mention the type's own parameters, by
    /// `Type.member` (`Compiler+TypeArgumentMembers.swift`).
    var typeParameterMemberTypes: [String: [TypeSyntax]] = [:]
    /// The written parameter types of generic types' methods without type parameters of their
    /// own, where one mentions the type's parameters, by `Type.fullName`
    /// (`Compiler+TypeArgumentMembers.swift`).
    var typeParameterMethodParameters: [String: [[TypeSyntax]]] = [:]
    /// Closures of several statements whose integer-literal returns take the `Double` their
    /// other returns give (`Compiler.literalJoinedResultType`).
    var literalJoinedClosures: Set<SyntaxIdentifier> = []
    /// Closures of several statements without a written result type whose first `return`
    /// gives integer literals only, so Swift makes their result `Int`, with their first later
    /// return of another plain type: swiftc's error there (`Compiler+ClosureResultTypes.swift`).
    var integerLiteralFirstMismatches: [SyntaxIdentifier: (value: ExprSyntax, type: TypeRef)] = [:]
    /// Stored properties of generic types declared with a type parameter as their type
    /// (`var x: T`), by `Type.property`, for memberwise initialisers' literal typing.
    var storedTypeParameters: [String: TypeParameterUse] = [:]
    /// The generic types whose converting type arguments the program writes where they are
    /// carried (`Stack<Double>()`): every other construction of them must bind all their
    /// type parameters (`GenericBinding`).
    var typesWithConvertingArguments: Set<String> = []
    /// The static members extensions with a `where` clause declare, which are taken here for
    /// every type argument (`Compiler+StaticRequirements.swift`).
    var conditionallyDeclaredStatics: Set<String> = []
    /// The slots of names a top-level `guard` binds: locals of the top-level code, released
    /// last first when it ends (`Compiler+BindingRelease.swift`).
    var topLevelGuardBindings: [Int] = []
    /// Each local type's extent of source where its name is in scope: the block declaring it.
    var localTypeExtents: [ObjectIdentifier: Range<AbsolutePosition>] = [:]

    init(ctx: RunContext, converter: SourceLocationConverter, hosts: [HostModule]) {
        self.ctx = ctx
        self.converter = converter
        self.hosts = hosts
        self.formatter = ValueFormatter(moduleName: ctx.moduleName)
        self.scope = FunctionScope(parent: nil, selfType: nil, selfMutable: false)
        installBuiltinTypes()
        for h in hosts { registerHost(h) }
    }

    /// Records an error at a node.
    func error(_ node: some SyntaxProtocol, _ id: String, _ message: String) {
        let loc = node.startLocation(converter: converter)
        diagnostics.append(
            Diagnostic(id: id, severity: .error, line: loc.line, column: loc.column, message: message))
    }

    /// What the whole-program checks read from the source file holding `node`, read once per file.
    func programIndex(of node: some SyntaxProtocol) -> ProgramIndex {
        indexedFile(holding: node).index
    }

    /// Which calls of the source file holding `node` may never return, read once per file.
    func neverReturningCalls(in node: some SyntaxProtocol) -> NeverReturningCalls {
        indexedFile(holding: node).calls
    }

    private func indexedFile(holding node: some SyntaxProtocol) -> (file: SyntaxIdentifier, index: ProgramIndex, calls: NeverReturningCalls) {
        let root = node.root
        if let memo = programIndexMemo, memo.file == root.id { return memo }
        let index = ProgramIndex(viewMode: .sourceAccurate)
        index.walk(root)
        let memo = (file: root.id, index: index, calls: NeverReturningCalls(index))
        programIndexMemo = memo
        return memo
    }

    /// Reports a construct outside the subset and returns an expression that cannot run.
    func unsupported(_ node: some SyntaxProtocol, _ what: String) -> Compiled {
        error(node, "unsupported", "\(what) are not supported yet")
        return Compiled { _ throws(Interrupt) in .void }
    }

    /// Guards the checker's own recursion against deeply nested input.
    func deeper<T>(_ node: some SyntaxProtocol, _ fallback: T, _ body: () -> T) -> T {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > 400 {
            if nesting == 401 {
                error(node, "nesting-too-deep", "expression is nested too deeply to check")
            }
            return fallback
        }
        return body()
    }

    // MARK: Scopes

    func withScope<T>(_ body: () -> T) -> T {
        scope.push()
        defer { scope.pop() }
        return body()
    }

    /// Where a name resolves.
    enum Resolved {
        case local(depth: Int, VarInfo)
        case implicitSelfMember(depth: Int, TypeDecl, isStatic: Bool)
        case functions([FunctionRef], depth: Int)
        case type(TypeDecl)
    }

    func resolve(_ name: String) -> Resolved? {
        var s: FunctionScope? = scope
        var depth = 0
        while let fs = s {
            if let v = fs.lookupLocal(name) { return .local(depth: depth, v) }
            if let f = fs.lookupFunction(name) { return .functions(withTopLevelGenerics(f, in: fs), depth: depth) }
            if let t = fs.selfType, hasMember(t, name, isStatic: fs.isStatic) {
                return .implicitSelfMember(depth: depth, t, isStatic: fs.isStatic)
            }
            s = fs.parent
            depth += 1
        }
        if let f = globalFunctions[name] { return .functions(f, depth: depth - 1) }
        if let t = nestedType(named: name) { return .type(t) }
        if let t = types[name] { return .type(t) }
        if let t = aliasedDecl(name) { return .type(t) }
        return nil
    }

    /// The functions `found` in the top-level scope, with the generic ones of the same name
    /// declared there too (those are declared with the types, not in the scope): `show(1)`
    /// and `show("s")` beside `func show(_: Int)` and `func show<T>(_: T)` choose among both.
    private func withTopLevelGenerics(_ found: [FunctionRef], in fs: FunctionScope) -> [FunctionRef] {
        guard fs.parent == nil, let name = found.first?.name, let globals = globalFunctions[name] else { return found }
        let generics = globals.filter { g in
            !g.typeParameterUses.isEmpty
                && !found.contains { $0.fullName == g.fullName && $0.signatureSpelling == g.signatureSpelling }
        }
        return generics.isEmpty ? found : found + generics
    }

    /// A type the program declared inside another, named by its simple name from inside the
    /// type that encloses it (or a type nested in that one), innermost first, as Swift looks
    /// it up; nil elsewhere.
    func nestedType(named name: String) -> TypeDecl? {
        guard !nestedTypeNames.isEmpty else { return nil }
        // Most names asked are no nested type's (`String`, `view`): answered without a lookup.
        // (A qualified name is `outer + "." + name`: with no `.` in `name`, its last part.)
        if !name.utf8.contains(UInt8(ascii: ".")), !nestedTypeLastNames.contains(name) { return nil }
        var context = (scope.selfTypeChain ?? declaringType)?.name
        while let outer = context {
            let nested = outer + "." + name
            if nestedTypeNames.contains(nested), let t = types[nested] { return t }
            context = outer.enclosingName
        }
        return nil
    }

    func hasMember(_ t: TypeDecl, _ name: String, isStatic: Bool) -> Bool {
        if t.kind == .builtin, !isStatic, Compiler.builtinMemberNames.contains(name) { return true }
        if t.kind == .builtin, !isStatic, Compiler.collectionMemberNames.contains(name),
           (Compiler.standardTypeNames(of: .array([])) + Compiler.standardTypeNames(of: .string("")) + ["Set"]).contains(t.name) {
            return true
        }
        // An enum with raw values has `rawValue` (`var description: String { rawValue }`).
        if !isStatic, t.kind == .enumType, t.rawType != nil, name == "rawValue" { return true }
        for d in t.selfAndSuperclasses {
            if isStatic {
                // A CaseIterable enum's synthesised `allCases` (unqualified in its static members).
                if name == "allCases", d.kind == .enumType, d.conforms(to: "CaseIterable") { return true }
                if d.staticValues[name] != nil || d.staticLazy[name] != nil
                    || d.hasStaticMethod(baseName: name) { return true }
                // A protocol's own static requirement (`Self.logTitle` in its extension, which
                // `refuseStaticRequirementThroughProtocol` then refuses by name).
                if d.staticRequirementNames.contains(name) { return true }
                // A static requirement's default implementation in a protocol extension.
                if d.protocols.contains(where: { hasMember($0, name, isStatic: true) }) { return true }
            } else {
                if d.storedIndex[name] != nil
                    || d.hasMethod(baseName: name) { return true }
                if let h = d.host, h.hasInstanceMember(name) { return true }
                if d.requirementNames.contains(name) { return true }
                // A program's sequence: the standard members (`ScriptCollections` answers or refuses them).
                if d.kind != .builtin, ScriptCollections.standardMemberNames.contains(name), ScriptCollections.adoptsSequence(d) {
                    return true
                }
                for p in d.protocols where p.requirementNames.contains(name) || hasMember(p, name, isStatic: false) {
                    return true
                }
            }
        }
        return false
    }
}

extension Compiler {
    /// Members of standard types that code inside their extensions may use without `self.`.
    static let builtinMemberNames: Set<String> = [
        "count", "isEmpty", "first", "last", "uppercased", "lowercased", "hasPrefix", "hasSuffix",
        "contains", "reversed", "split", "description", "append", "map", "filter", "reduce", "sorted",
        "isMultiple", "magnitude",
    ]

    /// Members of collections that code inside an extension of a collection type or protocol
    /// may use without `self.` (`index(startIndex, offsetBy: 2)`).
    static let collectionMemberNames: Set<String> = [
        "startIndex", "endIndex", "indices", "index", "firstIndex", "lastIndex", "distance",
        "dropFirst", "dropLast", "prefix", "suffix", "enumerated", "joined", "forEach", "allSatisfy",
        "compactMap", "flatMap", "removeLast", "removeFirst", "insert", "remove", "swapAt", "sort", "popLast",
    ]
}

/// The base name of a full name: `add` for `add(_:to:)`, `count` for `get:count`.
/// Read from the UTF-8 bytes (the marks it looks for are ASCII, and a name's `(` is never
/// followed by a combining mark): member tables are indexed by base name for every run, and
/// walking characters made that a few percent of a check.
func baseName(_ full: String) -> Substring {
    let utf8 = full.utf8
    var start = utf8.startIndex
    if full.hasPrefix("get:") || full.hasPrefix("set:") { start = utf8.index(start, offsetBy: 4) }
    let end = utf8[start...].firstIndex(of: UInt8(ascii: "(")) ?? utf8.endIndex
    return full[start..<end]
}
