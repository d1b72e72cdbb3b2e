import SwiftSyntax

/// What the checker knows about a variable.
struct VarInfo {
    let slot: Int
    let isLet: Bool
    var type: TypeRef?
    let isWeak: Bool
    /// For a computed variable or one with observers, the slots of its accessors.
    var accessors: VariableAccessors? = nil
    /// For a variable declared without a type, the view its initial value is in Swift
    /// (`let r = a.reversed()` holds a `ReversedCollection`).
    var view: StandardView? = nil
    /// For a variable declared without a type whose initial value is an ArraySlice made here
    /// from its array's start (`let head = a[0..<3]`): its indices are the interpreter's. Any
    /// other variable typed `ArraySlice` (bound by `if let`, `for`, a closure) may start later.
    var sliceStartsWithArray = false
    /// For a variable of a program's generic type (or an array of one), the type arguments its
    /// initial value has statically (`Compiler+TypeArgumentMembers.swift`).
    var typeArguments: StaticTypeArguments? = nil
    /// For a `let` holding a Substring that may start after its string's start, the slot
    /// holding that start in its string's indices (`Compiler+SubstringIndices.swift`).
    var substringStartSlot: Int? = nil
}

/// The slots holding a variable's accessors (closure values), for a computed variable
/// (`getter`, `setter`) or a stored one with observers (`willSet`, `didSet`; its value stays
/// in the variable's own slot).
struct VariableAccessors {
    var getter: Int?
    var setter: Int?
    var willSet: Int?
    var didSet: Int?
    /// Whether `didSet` reads the old value (`PropertyObservers.didReadsOldValue`).
    var didSetReadsOldValue = true
}

/// Variables of one function body (or the top level), with nested block scopes.
final class FunctionScope {
    let parent: FunctionScope?
    /// The type whose members are visible without `self.` (methods, initialisers).
    let selfType: TypeDecl?
    /// Whether `self` may be mutated (class methods, mutating methods, initialisers).
    let selfMutable: Bool
    let isStatic: Bool
    var slotCount = 0
    /// Slots that closures may change: they outlive their block, so are not cleared at its end.
    var capturedMutable: Set<Int> = []
    /// How many loops enclose the code being compiled, and the slots of variables declared
    /// inside one (each iteration has its own such variable in Swift; here they share a slot).
    var loopDepth = 0
    var loopSlots: Set<Int> = []
    var blocks: [[String: VarInfo]] = [[:]]
    /// Local functions declared in this scope, by base name.
    var localFunctions: [[String: [FunctionRef]]] = [[:]]
    /// Set while the patterns of one compound `case` are compiled: a name that an earlier
    /// pattern of the same case bound is the same variable (`case .a(let x), .b(let x)`).
    var sharesBindings = false

    init(parent: FunctionScope?, selfType: TypeDecl?, selfMutable: Bool, isStatic: Bool = false) {
        self.parent = parent
        self.selfType = selfType
        self.selfMutable = selfMutable
        self.isStatic = isStatic
    }

    func declare(_ name: String, isLet: Bool, type: TypeRef?, isWeak: Bool = false) -> VarInfo {
        if sharesBindings, let earlier = blocks[blocks.count - 1][name] { return earlier }
        let info = VarInfo(slot: slotCount, isLet: isLet, type: type, isWeak: isWeak)
        slotCount += 1
        if loopDepth > 0 { loopSlots.insert(info.slot) }
        blocks[blocks.count - 1][name] = info
        return info
    }

    func push() { blocks.append([:]); localFunctions.append([:]) }
    func pop() { blocks.removeLast(); localFunctions.removeLast() }

    func lookupLocal(_ name: String) -> VarInfo? {
        for b in blocks.reversed() { if let v = b[name] { return v } }
        return nil
    }

    func lookupFunction(_ name: String) -> [FunctionRef]? {
        for b in localFunctions.reversed() { if let v = b[name] { return v } }
        return nil
    }
}

/// A declared function and where its value lives at run time.
final class FunctionRef {
    let name: String
    let labels: [String?]
    let hasDefault: [Bool]
    let variadicIndex: Int?
    /// Slot of the function value in the declaring scope (for local functions).
    var slot: Int = -1
    /// Filled once the body is compiled (global functions); read by every call.
    @exclusivity(unchecked) var callable: Callable?
    var returnType: TypeRef?
    var paramTypes: [TypeRef?] = []
    /// The `@autoclosure` parameters, by index.
    var autoclosureParams: Set<Int> = []
    /// The `inout` parameters, by index.
    var inoutParams: Set<Int> = []
    /// The function's type as written (`Compiler.signatureSpelling`), telling overloads apart.
    var signatureSpelling = ""
    /// Each parameter's default value as written (nil where it has none).
    var defaultSpellings: [String?] = []
    /// For a generic function: the parameters of type `T` whose `T` is constrained, by
    /// parameter index, with the class or protocol an argument must satisfy.
    var genericRequirements: [Int: TypeDecl] = [:]
    /// The parameters whose type is a type parameter the call binds (`_ a: T`, `_ xs: [T]`),
    /// by parameter index, and the result's when it is one (`-> T`).
    var typeParameterUses: [Int: TypeParameterUse] = [:]
    /// The parameters of a function type that mentions a type parameter (`_ f: (T) -> T`), by
    /// parameter index, as written: a call types its closure argument once the other
    /// arguments bind the type parameters (`Compiler+GenericClosureParameters`).
    var functionTypedParameters: [Int: (type: FunctionTypeSyntax, mentions: Set<String>)] = [:]
    /// For a generic function: each type parameter's protocols and classes as written in its
    /// generic clause and `where` clause (`<T: Comparable>` → `["T": ["Comparable"]]`).
    var typeParameterConstraints: [String: [String]] = [:]
    var resultTypeParameter: TypeParameterUse?
    /// For a generic function or method: the type parameters its body casts to or uses as a
    /// value (`T.self`, `T()`, `T.zero`), which every call binds for its frame
    /// (`Compiler+FrameTypeBinding.swift`), and those of them it casts to.
    var frameBoundTypeParameters: [String] = []
    /// Its type parameters its written result type passes to a generic type (`-> Box<T>?`),
    /// which the type a call's result is annotated with binds (`GenericResultUse`).
    var genericResultUses: [String: GenericResultUse] = [:]
    var frameCastTypeParameters: Set<String> = []
    /// Its parameters of a type parameter's metatype (`_ type: T.Type`), which bind it.
    var metatypeParameters: [Int: String] = [:]
    /// Its parameters of a tuple type whose elements are all one type parameter
    /// (`_ x: (n: T, k: T)`), by index: a call binds it from the tuple's elements.
    var tupleTypeParameters: [Int: String] = [:]
    /// Its parameters of arrays of arrays of a type parameter (`_ m: [[T]]`), by index, with
    /// the type parameter and how many arrays deep it is.
    var nestedArrayTypeParameters: [Int: (name: String, depth: Int)] = [:]
    /// The parameters (by index) and whether the result mention a type parameter constrained
    /// to a numeric protocol (`Compiler+NumericConstraints.swift`).
    var numericParameters: Set<Int> = []
    /// Those of them whose numeric type parameter is the receiver's (`Element` of an array
    /// in `func f(_ x: Element) where Element: Numeric`), which the call does not bind.
    var numericReceiverParameters: Set<Int> = []
    var numericResult = false
    /// Those of `numericParameters` whose type parameter is constrained to a floating-point
    /// protocol (`<T: FloatingPoint>`): an integer literal passed there is a floating-point
    /// value in Swift (`half(7)` binds `T` to `Double`).
    var floatingParameters: Set<Int> = []
    /// The function's type, when every part of it is known (not for generic functions).
    var signature: FunctionTypeRef?
    /// `prefix` or `postfix` for an operator function declared so; nil otherwise.
    var fixity: String?
    /// Declared `async` (a method of a class; see `Compiler+AsyncOverloads.swift`).
    var isAsync = false

    init(name: String, labels: [String?], hasDefault: [Bool], variadicIndex: Int?) {
        self.name = name
        self.labels = labels
        self.hasDefault = hasDefault
        self.variadicIndex = variadicIndex
    }

    var fullName: String { "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }

    /// Maps call-site labels to parameter positions, or nil when they do not fit.
    func match(_ callLabels: [String?]) -> [Int]? {
        matchLabels(params: labels, hasDefault: hasDefault, variadic: variadicIndex, call: callLabels)
    }
}

/// Matches argument labels to parameters: returns for each argument its parameter index.
func matchLabels(params: [String?], hasDefault: [Bool], variadic: Int?, call: [String?]) -> [Int]? {
    var result: [Int] = []
    var p = 0
    var a = 0
    while a < call.count {
        guard p < params.count else { return nil }
        if params[p] == call[a] {
            result.append(p)
            a += 1
            if p == variadic {
                while a < call.count, call[a] == nil { result.append(p); a += 1 }
            }
            p += 1
        } else if hasDefault[p] || p == variadic {
            p += 1
        } else {
            return nil
        }
    }
    while p < params.count {
        if !hasDefault[p] && p != variadic { return nil }
        p += 1
    }
    return result
}
