import SwiftSyntax

/// A native class offered to scripts by a host (for example the UIKit simulator's bridge).
///
/// Scripts may instantiate it and subclass it. Methods here are the NATIVE implementations:
/// a script's `super.m()` reaches them directly. When native code wants to make a virtual call
/// that a script subclass may override, it calls `HostCallbacks.callOverride`.
package final class HostClass {
    package let name: String
    package let superclassName: String?
    /// Initialisers by full name (`init()`, `init(count:)`). Receives the arguments and the
    /// script `Instance` being built (keep it weakly to call overrides back); returns the
    /// native object.
    package var initializers: [String: (_ args: [Value], _ script: AnyObject) throws(Interrupt) -> AnyObject] = [:]
    /// Native method implementations by full name (`tick()`, `add(_:)`).
    package var methods: [String: (_ object: AnyObject, _ args: [Value]) throws(Interrupt) -> Value] = [:] {
        didSet { methodBaseNames.noteChange(keyCount: methods.count) }
    }
    /// The base names of `methods` (`present` for `present(_:animated:)`), made on first use:
    /// the checker asks for them for every name it resolves inside a script subclass.
    private var methodBaseNames = BaseNameIndex()
    /// Properties by name.
    package var properties: [String: HostProperty] = [:]
    /// The declared types of properties whose values scripts compare with implicit members
    /// (`traitCollection.horizontalSizeClass == .compact`), by property name: the checker
    /// gives the property this type, so `.compact` resolves against it.
    package var propertyTypes: [String: String] = [:]
    /// Static properties by name (`UIScreen.main`).
    package var staticMembers: [String: () throws(Interrupt) -> Value] = [:]
    /// Static methods by full name.
    package var staticMethods: [String: (_ args: [Value]) throws(Interrupt) -> Value] = [:]
    /// How `print` shows an instance.
    package var describe: (AnyObject) -> String
    /// What `==` means for two instances (value-like classes such as colours); identity when nil.
    package var isEqual: ((AnyObject, AnyObject) -> Bool)?

    package init(name: String, superclassName: String? = nil) {
        self.name = name
        self.superclassName = superclassName
        self.describe = { _ in name }
    }

    /// The host superclass, linked when the module is registered.
    package internal(set) weak var superclass: HostClass?

    func hasInstanceMember(_ member: String) -> Bool {
        if properties[member] != nil { return true }
        return methodBaseNames.contains(member, among: methods.keys)
            || (superclass?.hasInstanceMember(member) ?? false)
    }

    func findMethod(_ full: String) -> ((AnyObject, [Value]) throws(Interrupt) -> Value)? {
        methods[full] ?? superclass?.findMethod(full)
    }

    func findProperty(_ name: String) -> HostProperty? {
        properties[name] ?? superclass?.findProperty(name)
    }

    func isSubclass(named other: String) -> Bool {
        name == other || (superclass?.isSubclass(named: other) ?? false)
    }
}

/// A native property: a getter and, when settable, a setter.
package struct HostProperty {
    package var get: (AnyObject) throws(Interrupt) -> Value
    package var set: ((AnyObject, Value) throws(Interrupt) -> Void)?
    package init(get: @escaping (AnyObject) throws(Interrupt) -> Value, set: ((AnyObject, Value) throws(Interrupt) -> Void)? = nil) {
        self.get = get
        self.set = set
    }
}

/// A native enum (or option set) whose cases scripts write as `.fullScreen`.
package struct HostEnum {
    package let name: String
    package let cases: [String]
    package init(name: String, cases: [String]) {
        self.name = name
        self.cases = cases
    }
}

/// Everything a host offers: classes, enums, protocols scripts adopt, global values and functions.
package struct HostModule {
    package var classes: [HostClass] = []
    package var enums: [HostEnum] = []
    /// Protocols scripts may adopt; their requirement names are accepted by the checker.
    package var protocols: [String: [String]] = [:]
    package var globals: [String: () throws(Interrupt) -> Value] = [:]
    /// Global functions by full name (`print(_:)` is the interpreter's own).
    package var functions: [String: (_ args: [Value]) throws(Interrupt) -> Value] = [:]
    /// The label a trailing closure takes, by the base name of the method or type it is
    /// passed to (`present(vc, animated: true) { … }` is `present(_:animated:completion:)`).
    package var trailingClosureLabels: [String: String] = [:]
    /// Starts a program whose `@main` (or `@UIApplicationMain`) type has no `static func
    /// main()`: receives a new instance of that type, made with `init()` after the top-level
    /// code ran (an app delegate, which the host launches as `UIApplicationMain` would).
    package var launchMain: ((_ mainObject: Value) throws(Interrupt) -> Void)?
    /// Runs right after the top-level code, while the program's globals are alive (a host that
    /// turns its run loop until idle). Not callable from the program.
    package var finishTopLevel: (() throws(Interrupt) -> Void)?
    /// Swift source declared before the program, in the subset (value types such as `CGRect`
    /// that need value semantics), in order. Must check cleanly: its diagnostics would point nowhere.
    package var preludes: [Prelude] = []
    /// Nested names for prelude types (`UIButton.Configuration` for the prelude's
    /// `UIButtonConfiguration`): Swift source cannot declare a type inside a host class.
    package var typeAliases: [String: String] = [:]
    /// The platform a program run with this host is compiled for (`#if os(iOS)`…), for a host
    /// that simulates a device; nil leaves it to another host or to this machine.
    package var compilationTarget: CompilationTarget?
    /// Filled by the interpreter once every type is declared, so native code can build values
    /// of the prelude's types and make script objects by class name (a storyboard's
    /// `customClass`, a registered cell class).
    package var types = HostTypes()
    package init() {}
}

/// The types of one run, by name, as native code sees them after checking: the one registry
/// of a run's types for a host (struct values of the prelude's types, script classes made by
/// name).
package final class HostTypes {
    package internal(set) var byName: [String: TypeDecl] = [:]
    /// The run that executes the program; set when its code starts (script objects can be
    /// made from then on).
    weak var context: RunContext?
    package init() {}

    /// How many bytes (UTF-8) the running program has printed so far; 0 before it starts.
    package var outputByteCount: Int { context?.output.utf8.count ?? 0 }

    /// Forgets every type: the types reach the program's compiled code, which reaches the
    /// host's objects, so a host tearing its run down cuts the link here.
    package func removeAll() { byName.removeAll() }

    /// Whether the program declares a class `name` that inherits from the host class `hostClassName`.
    package func isScriptClass(_ name: String, inheritingFrom hostClassName: String) -> Bool {
        guard let t = byName[name], t.kind == .classType, t.host == nil, let base = byName[hostClassName] else { return false }
        return t.isSubclass(of: base)
    }

    /// A new instance of the script class `name`, made as a storyboard makes it: with the
    /// class's `init?(coder:)` when it declares one, else `init()`. nil when a failable
    /// initialiser gave nil, the class does not exist or the program is not running.
    package func make(_ name: String) throws(Interrupt) -> Value? {
        guard let t = byName[name], t.kind == .classType, t.host == nil else { return nil }
        let declaresCoderInit = t.scriptClasses.contains { $0.initializers["init(coder:)"] != nil }
        return declaresCoderInit
            ? try make(name, initializer: "init(coder:)", [.optional(nil)])
            : try make(name, initializer: "init()", [])
    }

    /// A new instance of the script class `name` made with the initialiser `initializer`
    /// (`init(identifier:source:destination:)`), declared or inherited; nil when a failable
    /// initialiser gave nil, the class does not exist or the program is not running.
    package func make(_ name: String, initializer: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard let context, let t = byName[name], t.kind == .classType, t.host == nil else { return nil }
        let made = try Construction.construct(t, name: initializer, args, ctx: context)
        if case .optional(let inner) = made { return inner }
        return made
    }

    /// The case `caseName` of the enum `enumName` (`UITableViewCell.CellStyle`, `default`).
    package func enumCase(_ enumName: String, _ caseName: String) -> Value? {
        guard let t = byName[enumName], let index = t.caseNames.firstIndex(of: caseName) else { return nil }
        return .enumValue(t, caseIndex: index, payload: [])
    }

    /// A struct value of the named type with its stored properties in declaration order; nil
    /// when no such struct is declared.
    package func structValue(_ typeName: String, _ fields: [Value]) -> Value? {
        guard let t = byName[typeName], t.kind == .structType, t.storedNames.count == fields.count else { return nil }
        return .structValue(StructValue(type: t, fields: fields))
    }
}

/// Calls from native code into scripts.
package enum HostCallbacks {
    /// Runs the script override of `fullName` on a script object, if its class (a script
    /// subclass of a host class) overrides it; returns nil when there is none, so the native
    /// side runs its own implementation.
    package static func callOverride(_ script: AnyObject, _ fullName: String, _ args: [Value]) throws(Interrupt) -> Value? {
        guard let instance = script as? Instance else { return nil }
        guard let m = instance.type.scriptClasses.lazy.compactMap({ $0.methods[fullName] }).first else { return nil }
        var me = Value.object(instance)
        return try m.invoke(args, &me)
    }

    /// The value a script sees for a native object: the script object built on it when there is
    /// one (pass the `script` object the initialiser received), else the native object itself.
    package static func value(native: AnyObject, of hostClass: HostClass, script: AnyObject?) -> Value {
        if let instance = script as? Instance { return .object(instance) }
        return .native(NativeBox(object: native, hostClass: hostClass))
    }

    /// The name of a script object's class, or nil for anything else.
    package static func className(of script: AnyObject) -> String? {
        (script as? Instance)?.type.name
    }

    /// The nearest host class of a script object's class (itself when it is a host class).
    package static func hostClassName(of script: AnyObject) -> String? {
        guard let instance = script as? Instance else { return nil }
        return Members.hostOf(instance.type)?.name
    }

    /// Whether a script object's class adopts `protocolName` (itself or through a superclass).
    package static func conforms(_ script: AnyObject, to protocolName: String) -> Bool {
        (script as? Instance)?.type.conforms(to: protocolName) ?? false
    }

    /// Whether a script object's class declares a property `name` (stored or computed) or a
    /// method whose base name is `name`.
    package static func hasMember(_ script: AnyObject, _ name: String) -> Bool {
        guard let instance = script as? Instance else { return false }
        let t = instance.type
        return t.storedIndex[name] != nil || Members.inheritedIndex(t, name) != nil
            || t.findMethod("get:" + name) != nil
    }

    /// Reads a property of a script object (observers and getters run as in the script).
    package static func member(_ script: AnyObject, _ name: String) throws(Interrupt) -> Value {
        guard let instance = script as? Instance else { return .void }
        return try Members.get(.object(instance), name)
    }

    /// Writes a property of a script object; the value is converted to the declared type.
    package static func setMember(_ script: AnyObject, _ name: String, _ value: Value) throws(Interrupt) {
        guard let instance = script as? Instance else { return }
        var me = Value.object(instance)
        try Members.set(&me, name, value)
    }

    /// Whether a script object's class (a script class, not its host superclass) implements
    /// the method `fullName` (`unwindToList(_:)`).
    package static func implements(_ script: AnyObject, _ fullName: String) -> Bool {
        guard let instance = script as? Instance else { return false }
        return instance.type.scriptClasses.contains { $0.methods[fullName] != nil }
    }

    /// Whether nothing but the script object holds its host object strongly: the host has
    /// let go of it, so only the script's own references keep the pair alive. nil while the
    /// script object has no host object (during its initialiser).
    package static func hostObjectIsHeldOnlyByScript(_ script: AnyObject) -> Bool? {
        guard let instance = script as? Instance, instance.hostObject != nil else { return nil }
        return isKnownUniquelyReferenced(&instance.hostObject)
    }

    /// Whether the run that made this script object has finished its top-level code (calls
    /// made later, by a check tapping a button, have no script caller to report errors to).
    package static func runHasEnded(_ script: AnyObject) -> Bool {
        guard let instance = script as? Instance, let context = instance.context else { return false }
        return context.stopped
    }

    /// Calls a script closure (a `.function` value) with arguments.
    package static func callClosure(_ closure: Value, _ args: [Value]) throws(Interrupt) -> Value {
        try Sequences.call(closure, args)
    }
}

extension Compiler {
    func registerHost(_ h: HostModule) {
        for c in h.classes {
            let t = TypeDecl(name: c.name, kind: .classType)
            t.host = c
            types[c.name] = t
        }
        for c in h.classes {
            if let s = c.superclassName {
                types[c.name]?.superclass = types[s]
                c.superclass = types[s]?.host
            }
        }
        for e in h.enums {
            let t = TypeDecl(name: e.name, kind: .enumType)
            t.caseNames = e.cases
            t.caseLabels = e.cases.map { _ in [] }
            types[e.name] = t
        }
        for (p, reqs) in h.protocols {
            let t = TypeDecl(name: p, kind: .protocolType)
            t.requirementNames = Set(reqs)
            t.isClassOnly = true
            types[p] = t
        }
    }

    func hostGlobal(_ name: String) -> Compiled? {
        for h in hosts { if let g = h.globals[name] { return Compiled { _ throws(Interrupt) in try g() } } }
        return nil
    }

    /// Static members of standard types (`Int.max`) and of host types reached by name.
    func hostStatic(_ typeName: String, _ member: String) -> Compiled? {
        if let kind = IntKind(name: typeName), let value = kind.staticMember(member) {
            return Compiled({ _ throws(Interrupt) in value }, member == "bitWidth" ? .named("Int") : .named(typeName))
        }
        let value: Value?
        switch (typeName, member) {
        case ("Int", "max"): value = .int(.max)
        case ("Int", "min"): value = .int(.min)
        case ("Int", "zero"): value = .int(0)
        case ("Double", "zero"): value = .double(0)
        case ("Double", "pi"), ("CGFloat", "pi"): value = .double(.pi)
        case ("Double", "infinity"): value = .double(.infinity)
        case ("Double", "nan"): value = .double(.nan)
        case ("Double", "greatestFiniteMagnitude"): value = .double(.greatestFiniteMagnitude)
        // A Float is held as the Double of its shortest digits, typed Float (`FloatDigits`).
        case ("Float", "zero"): value = .double(0)
        case ("Float", "pi"): value = FloatDigits.held(rounding: Double(Float.pi)).map(Value.double)
        case ("Float", "infinity"): value = .double(.infinity)
        case ("Float", "nan"): value = .double(.nan)
        case ("Float", "greatestFiniteMagnitude"): value = FloatDigits.held(rounding: Double(Float.greatestFiniteMagnitude)).map(Value.double)
        default: value = nil
        }
        guard let value else { return nil }
        return Compiled({ _ throws(Interrupt) in value }, typeName == "Int" || typeName == "Float" ? .named(typeName) : .named("Double"))
    }

    /// The program's extension of a standard value type, for `Type.member` with `Type` not
    /// shadowed by the program and `member` one of the extension's static members
    /// (`extension Double { static let half = 0.5 }`).
    func standardTypeExtension(_ base: ExprSyntax, declaringStatic member: String) -> TypeDecl? {
        guard let type = standardValueTypeName(base), let added = builtinExtensions[type.baseName.text],
              hasMember(added, member, isStatic: true) else { return nil }
        return added
    }

    /// Reports `Type.member` (read, or called with `args`) where `Type` is a standard value
    /// type the program does not shadow and neither the functions above nor the program's
    /// extensions give `member` (`Float.pi`, `Double.random(in:)`): not supported yet, rather
    /// than the type not being found. True when it reported.
    func refuseStandardStatic(_ base: ExprSyntax, _ member: String, args: [CallArg]?, node: some SyntaxProtocol) -> Bool {
        // `Int.self`, `String.init` and nested types (`String.Index`) are read elsewhere.
        guard member.first?.isLowercase == true, member != "self", member != "init",
              let type = standardValueTypeName(base) else { return false }
        error(node, "unsupported", "'\(type.baseName.text).\(args.map { fullName(member, $0) } ?? member)' is not supported yet")
        return true
    }

    /// `base` as the bare name of a standard value type the program does not shadow.
    private func standardValueTypeName(_ base: ExprSyntax) -> DeclReferenceExprSyntax? {
        guard let r = base.as(DeclReferenceExprSyntax.self), r.argumentNames == nil else { return nil }
        let name = r.baseName.text
        guard resolve(name) == nil, types[name] == nil,
              Self.standardValueTypeNames.contains(name) || IntKind(name: name) != nil else { return nil }
        return r
    }

    /// The standard value types whose static members `hostStatic` and `hostStaticCall` give.
    static let standardValueTypeNames: Set<String> = ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring"]

    /// Static functions of standard types: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`.
    func hostStaticCall(_ typeName: String, _ member: String, _ args: [CallArg], node: some SyntaxProtocol) -> Compiled? {
        let full = fullName(member, args)
        let compiled = compiledArgs(args, types: [])
        let runners = compiled.map(\.run)
        switch (typeName, full) {
        case ("Int", "random(in:)"):
            return Compiled({ env throws(Interrupt) in
                guard case .range(let lo, let hi, let closed) = try runners[0](env), closed ? lo <= hi : lo < hi else {
                    throw .fatal("Fatal error: Can't get random value with an empty range")
                }
                return .int(closed ? Int.random(in: lo...hi) : Int.random(in: lo..<hi))
            }, .named("Int"))
        case (_, "random(in:)"):
            // `UInt.random(in: 2..<n)`, `Int8.random(in: -3...3)`.
            guard let kind = IntKind(name: typeName) else { return nil }
            guard literalRangeFits(args[0].syntax, compiled[0].type, kind) else { return Compiled { _ throws(Interrupt) in .void } }
            return Compiled({ env throws(Interrupt) in try FixedIntRange.random(in: try runners[0](env), kind: kind) }, .named(typeName))
        case ("Bool", "random()"):
            return Compiled({ _ throws(Interrupt) in .bool(Bool.random()) }, .named("Bool"))
        default:
            return nil
        }
    }

    func hostFunction(_ full: String) -> ((_ args: [Value]) throws(Interrupt) -> Value)? {
        for h in hosts { if let f = h.functions[full] { return f } }
        return nil
    }
}
