/// A type known to the interpreter: a script's struct, class, enum or protocol, or a host class.
package final class TypeDecl {
    /// What kind of nominal type this is.
    package enum Kind: Sendable { case structType, classType, enumType, protocolType, builtin }

    package let name: String
    /// The name without the types it is nested in (`Inner` for `Outer.Inner`), as Swift's
    /// `print` and `type(of:)` show it.
    package var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
    package let kind: Kind
    /// The superclass, for classes.
    package var superclass: TypeDecl?
    /// Names of protocols this type adopts (directly or through extensions).
    package var conformances: Set<String> = []
    /// Stored properties in declaration order.
    package var storedNames: [String] = []
    package var storedIndex: [String: Int] = [:]
    package var storedMutable: [Bool] = []
    package var storedTypes: [TypeRef?] = []
    /// Default value initialisers for stored properties (nil where there is none).
    package var storedDefaults: [Thunk?] = []
    /// Observers by property index.
    package var observers: [Int: PropertyObservers] = [:]
    /// Lazy properties: index of the stored slot that caches them.
    package var lazyInits: [Int: Thunk] = [:]
    /// The backing storage of wrapped properties (`_x` of `@Clamped var x = 1`), by index in
    /// `storedNames`: what the memberwise initialiser calls its parameter and how it wraps it.
    package var wrappedStorage: [Int: WrappedStorage] = [:]
    /// A struct's `weak` (false) and `unowned` (true) stored properties, by index: their fields
    /// hold a `.weakRef`, made when a value is stored and read through (`readWeak`).
    package var weakStored: [Int: Bool] = [:]
    /// Methods and accessors by full name, e.g. `tick()`, `add(_:to:)`, `get:count`.
    package var methods: [String: Callable] = [:] {
        didSet { methodBaseNames.noteChange(keyCount: methods.count) }
    }
    /// Static members.
    package var staticMethods: [String: Callable] = [:] {
        didSet { staticMethodBaseNames.noteChange(keyCount: staticMethods.count) }
    }
    /// The operator functions the type declares (`static func * (v: V, k: Double)`), each with
    /// its parameter types, by operator: one operator may be declared for several operand
    /// types, even under one full name, where `staticMethods` holds only one of them.
    package var staticOverloads: [String: [StaticOverload]] = [:]
    private var methodBaseNames = BaseNameIndex()
    private var staticMethodBaseNames = BaseNameIndex()

    /// Whether one of the type's own `methods` (its superclasses' aside) has the base name
    /// `name` (`present` for `present(_:animated:)`, `count` for `get:count`).
    package func hasMethod(baseName name: String) -> Bool {
        methodBaseNames.contains(name, among: methods.keys)
    }

    /// Whether one of the type's own `staticMethods` has the base name `name`.
    package func hasStaticMethod(baseName name: String) -> Bool {
        staticMethodBaseNames.contains(name, among: staticMethods.keys)
    }
    package var staticValues: [String: Value] = [:]
    package var staticLazy: [String: Thunk] = [:]
    /// `willSet`/`didSet` of static stored properties, by name (`static var volume = 5 { didSet {…} }`).
    package var staticObservers: [String: PropertyObservers] = [:]
    /// Initialisers by full name, e.g. `init(name:)`.
    package var initializers: [String: Callable] = [:]
    package var failableInits: Set<String> = []
    package var hasUserInit = false
    /// The initialisers declared `convenience` (for classes; a class's initialisers in
    /// extensions are convenience initialisers too).
    package var convenienceInits: Set<String> = []
    /// A struct's initialisers that call `self.init`: Swift runs the stored property defaults
    /// in the initialiser they reach, not in these (a class's convenience initialisers alike).
    package var delegatingInits: Set<String> = []
    /// Enum cases in declaration order, with labels of associated values.
    package var caseNames: [String] = []
    package var caseLabels: [[String?]] = []
    package var rawValues: [Value] = []
    /// Types of each case's associated values (for converting `1` to `1.0`).
    package var caseTypes: [[TypeRef]] = []
    package var rawType: TypeRef?
    package var deinitializer: Callable?
    /// The host class this type is or inherits from, when a host implements it.
    package var host: HostClass?
    /// For a type a prelude or host declares: the module Swift qualifies its name with
    /// (`FoundationEssentials` for `UUID`), where `FrameworkTypeModules` knows it. nil for the
    /// program's own types, which the program's module qualifies.
    package var frameworkModule: String?
    /// Member names the checker accepts without knowing them in advance (protocol requirements).
    package var requirementNames: Set<String> = []
    /// For protocols: the names of the static requirements among `requirementNames`.
    package var staticRequirementNames: Set<String> = []
    /// For protocols: only classes may conform (`: AnyObject`, the older `: class`, a
    /// superclass constraint, or a host's protocol, which UIKit declares on NSObjectProtocol).
    package var isClassOnly = false
    /// Declared inside a function, closure or block (a local type): Swift spells its qualified
    /// name with the address of the context it was declared in (`LocalTypeDescription`).
    package var isLocal = false
    /// The standard prelude's `Hasher`, for a type that declares `hash(into:)` (`ProgramHashing`).
    package var preludeHasher: TypeDecl?
    /// The type parameters in scope in the type's declaration: its own (`Element` of
    /// `Stack<Element>`) after those of the types it is nested in. Empty for a non-generic type.
    package var typeParameters: [String] = []
    /// Whether the type is generic itself or nested in a generic type, so that Swift spells
    /// its values and its name with type arguments (`Stack<Swift.Int>`).
    package var isGeneric: Bool { !typeParameters.isEmpty }

    /// For a type marked `@dynamicMemberLookup`: what its `subscript(dynamicMember:)` takes,
    /// so `value.name` without a member `name` reads that subscript.
    package var dynamicMemberArgument: DynamicMemberArgument?
    /// Whether the type is marked `@dynamicCallable` (`value(1, 2)` calls `dynamicallyCall`).
    package var isDynamicCallable = false

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// How many stored properties superclasses contribute before this class's own.
    package var fieldBase: Int {
        superclass?.selfAndSuperclasses.reduce(0) { $0 + $1.storedNames.count } ?? 0
    }

    /// The designated initialisers a class has, declared or inherited; nil where a host
    /// class provides them (the interpreter does not list those).
    package var designatedInitializers: Set<String>? {
        let own = Set(initializers.keys).subtracting(convenienceInits)
        if !own.isEmpty { return own }
        if host != nil { return nil }
        guard let superclass else { return ["init()"] }
        return superclass.designatedInitializers
    }

    /// Whether a class inherits its superclass's initialisers, by Swift's two rules: it
    /// declares no designated initialiser (and so inherits them all), or it provides every
    /// designated initialiser of its superclass (and so inherits the convenience ones).
    package var inheritsInitializers: Bool {
        guard let superclass else { return false }
        if Set(initializers.keys).subtracting(convenienceInits).isEmpty { return true }
        guard let inherited = superclass.designatedInitializers else { return false }
        return inherited.isSubset(of: initializers.keys)
    }

    /// Whether `self` is `other` or inherits from it.
    package func isSubclass(of other: TypeDecl) -> Bool {
        selfAndSuperclasses.contains { $0 === other }
    }

    /// Whether this type (or a superclass) adopts the named protocol.
    /// Whether the type adopts protocol `proto`: itself or a superclass, directly or through
    /// the protocols they adopt (`protocol Printable: Named`, then `struct S: Printable` is `Named`).
    package func conforms(to proto: String) -> Bool {
        if selfAndSuperclasses.contains(where: { $0.conformances.contains(proto) }) { return true }
        var seen: Set<ObjectIdentifier> = []
        var pending = selfAndSuperclasses.flatMap(\.protocols)
        while let p = pending.popLast() {
            guard seen.insert(ObjectIdentifier(p)).inserted else { continue }
            if p.name == proto || p.conformances.contains(proto) { return true }
            pending += p.protocols
        }
        return false
    }

    /// Protocols adopted, resolved (for default implementations in protocol extensions).
    package var protocols: [TypeDecl] = []

    /// Finds a method along the superclass chain, then in adopted protocols' extensions.
    package func findMethod(_ name: String) -> Callable? {
        firstAlongConformances { $0.methods[name] }
    }

    /// Finds a static member along the superclass chain, then in adopted protocols' extensions
    /// (a static requirement's default implementation).
    package func findStatic(_ name: String) -> Callable? {
        firstAlongConformances { $0.staticMethods[name] }
    }

    /// The first non-nil `lookup` along the superclass chain, then along each type's adopted
    /// protocols (and the protocols they inherit), as Swift finds a member a type does not
    /// declare itself in a protocol extension.
    package func firstAlongConformances<T, E: Error>(_ lookup: (TypeDecl) throws(E) -> T?) throws(E) -> T? {
        if let m = try firstAlongSuperclasses(lookup) { return m }
        for c in selfAndSuperclasses {
            for p in c.protocols {
                if let m = try p.firstAlongConformances(lookup) { return m }
            }
        }
        return nil
    }

    /// The first non-nil `lookup` along the superclass chain, starting with this type itself:
    /// how a class finds what it or its nearest ancestor declares.
    @inline(__always)
    package func firstAlongSuperclasses<T, E: Error>(_ lookup: (TypeDecl) throws(E) -> T?) throws(E) -> T? {
        var t: TypeDecl? = self
        while let c = t {
            if let m = try lookup(c) { return m }
            t = c.superclass
        }
        return nil
    }

    /// This type, then its superclass, then that one's, up to the root class.
    package var selfAndSuperclasses: UnfoldFirstSequence<TypeDecl> {
        sequence(first: self, next: { $0.superclass })
    }

    /// The program's own classes along `selfAndSuperclasses`, stopping before the first host
    /// class (`UIViewController`) they inherit from.
    package var scriptClasses: [TypeDecl] {
        Array(selfAndSuperclasses.prefix { $0.host == nil })
    }
}

/// A written type, as far as the interpreter needs it (for conversions and printing).
package indirect enum TypeRef: CustomStringConvertible {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case set(TypeRef)
    case tuple([TypeRef])
    /// A tuple type with element labels, `(quotient: Int, remainder: Int)`.
    case labeledTuple([TypeRef], [String?])
    /// A function type, with its parameters and result where they are known.
    case function(FunctionTypeRef?)
    /// `KeyValuePairs<Key, Value>`: held as an array of `(key:value:)` pairs, but its own type
    /// (Swift prints it as a dictionary literal), unlike the array of pairs a dictionary's
    /// `sorted` gives.
    case keyValuePairs(TypeRef, TypeRef)
    case any

    package var description: String {
        switch self {
        case .named(let n): return n
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .set(let t): return "Set<\(t)>"
        case .tuple(let ts): return "(" + ts.map(\.description).joined(separator: ", ") + ")"
        case .labeledTuple(let ts, let ls):
            return "(" + zip(ts, ls).map { ($1.map { "\($0): " } ?? "") + $0.description }.joined(separator: ", ") + ")"
        case .function: return "function"
        case .keyValuePairs(let k, let v): return "KeyValuePairs<\(k), \(v)>"
        case .any: return "Any"
        }
    }

    /// Whether this type, or any type it is made of (elements, keys, values, tuple parts, a
    /// function's parameters and result), satisfies `predicate`.
    func contains(where predicate: (TypeRef) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .named, .any: return false
        case .optional(let t), .array(let t), .set(let t): return t.contains(where: predicate)
        case .dictionary(let k, let v), .keyValuePairs(let k, let v): return k.contains(where: predicate) || v.contains(where: predicate)
        case .tuple(let ts), .labeledTuple(let ts, _): return ts.contains { $0.contains(where: predicate) }
        case .function(let f):
            guard let f else { return false }
            return f.result.contains(where: predicate) || f.parameters.contains { $0.type.contains(where: predicate) }
        }
    }

    var isOptional: Bool { if case .optional = self { return true } else { return false } }
    /// Whether this is a tuple type with labels (`(x: Int, y: Int)`).
    var isLabeledTuple: Bool { if case .labeledTuple = self { return true } else { return false } }
    /// Whether this is a tuple type, with labels or without.
    var isTuple: Bool {
        switch self {
        case .tuple, .labeledTuple: return true
        default: return false
        }
    }
}

/// A function type: `(inout Int, String...) throws -> Bool`.
package struct FunctionTypeRef {
    package struct Parameter {
        package var type: TypeRef
        package var isInout = false
        package var isVariadic = false
    }
    package var parameters: [Parameter]
    package var result: TypeRef
    package var throwing = false
}

/// A stored property's `willSet` and `didSet`.
package struct PropertyObservers {
    var will: Callable?
    var did: Callable?
    /// Whether `didSet` reads the old value: swiftc -Onone keeps the replaced value until
    /// `didSet` has run only then, and releases it at the store otherwise.
    var didReadsOldValue = true
}

/// A deferred computation run in an environment (default values, lazy properties).
package typealias Thunk = (Env) throws(Interrupt) -> Value

extension TypeDecl {
    /// How a struct's default description and `dump` show its stored property at `i` holding
    /// `value`: a lazy property is its storage, `$__lazy_storage_$_name`, an optional that is
    /// nil until the first read (`Compiler+LazyStructProperties`), as Swift's reflection shows it.
    func describedField(_ i: Int, _ value: Value) -> (String, Value) {
        guard lazyInits[i] != nil else { return (storedNames[i], value) }
        if case .void = value { return ("$__lazy_storage_$_" + storedNames[i], .optional(nil)) }
        return ("$__lazy_storage_$_" + storedNames[i], .optional(value))
    }
}

extension TypeDecl {
    /// Forgets the type's compiled members, whose closures refer back to the compiler and to
    /// each other: called when a finished program is released, so it is freed, not leaked.
    func releaseCompiledCode() {
        storedDefaults.removeAll()
        observers.removeAll()
        lazyInits.removeAll()
        wrappedStorage.removeAll()
        methods.removeAll()
        staticMethods.removeAll()
        staticValues.removeAll()
        staticLazy.removeAll()
        staticObservers.removeAll()
        initializers.removeAll()
        deinitializer = nil
    }
}

/// The backing storage of a wrapped property (`@Clamped(low: 0) var x = 1` stores
/// `_x = Clamped(wrappedValue: 1, low: 0)`), as the memberwise initialiser sees it.
package struct WrappedStorage {
    /// The memberwise parameter's label: the wrapped property's name (`x`).
    package let label: String
    /// The memberwise parameter's type: the wrapped value's (`Int`), or the wrapper's when
    /// the wrapper is not made from a wrapped value.
    package let parameterType: TypeRef?
    /// The initial wrapped value (`1`), the parameter's default argument; nil when there is none.
    package var initialValue: Thunk?
    /// Makes the wrapper from a wrapped value (`Clamped(wrappedValue: v, low: 0)`); nil when
    /// the parameter takes the wrapper itself.
    package var wrap: ((Value) throws(Interrupt) -> Value)?
}

/// One of the operator functions a type declares.
package struct StaticOverload {
    /// The declaration's identity (its `FunctionRef`), which the compiler chose it by.
    let id: ObjectIdentifier
    let parameterTypes: [TypeRef?]
    let callable: Callable
    /// For a constrained protocol extension's operator (`extension P where Self: Equatable`),
    /// the protocols a type must adopt for it to be the type's operator.
    var requiredConformances: [String] = []
    /// The parameters written as one of the declaring type's own type parameters
    /// (`static func == (l: Box, r: T)` in `Box<T>`: position 1).
    var typeParameterPositions: Set<Int> = []
}

extension TypeDecl {
    /// Stores `value` into the static stored property `name` of this type (or of the superclass
    /// declaring it), calling its `willSet` and `didSet` unless `observing` is false (an
    /// assignment inside its own observers, which Swift does not observe again). A static
    /// computed property's setter runs instead (`static var level: Int { get … set … }`).
    func setStatic(_ name: String, _ value: Value, observing: Bool = true) throws(Interrupt) {
        if let setter = firstAlongConformances({ $0.staticMethods["set:" + name] }) {
            var me = Value.metatype(self)
            _ = try setter.invoke([value], &me)
            return
        }
        let owner = selfAndSuperclasses.first { $0.staticValues[name] != nil || $0.staticLazy[name] != nil } ?? self
        guard observing, let observers = owner.staticObservers[name] else {
            owner.staticValues[name] = value
            return
        }
        var me = Value.metatype(owner)
        var old = try staticGet(owner, name)
        if let will = observers.will { _ = try will.invoke([value], &me) }
        owner.staticValues[name] = value
        if let did = observers.did {
            if !observers.didReadsOldValue { old = .void }
            _ = try did.invoke([old], &me)
        }
    }
}
