import BoundedRelease
import Foundation

/// One activation's variables: slots resolved at check time, and the enclosing environment.
package final class Env {
    /// The activation's variables. Reading or writing one is a bounds check and a pointer
    /// access: no copy-on-write check and no exclusivity check on a class property, which
    /// every variable access of a call-heavy program paid when this was a `var` array.
    let slots: Slots
    /// The enclosing environment. Set when the frame is made, and again when a ``FramePool``
    /// hands out a frame it kept (emptied when it was kept); never held across a call: not
    /// checked for overlapping access at run time.
    @exclusivity(unchecked) var parent: Env?
    /// The value a `return` statement left. Set and read around every call, never held
    /// across one: not checked for overlapping access at run time.
    @exclusivity(unchecked) var result: Value = .void
    /// The next empty frame a ``FramePool`` keeps after this one (nil while the frame is in use).
    @exclusivity(unchecked) fileprivate var nextKept: Env?

    init(size: Int, parent: Env?) {
        slots = Slots(count: size)
        self.parent = parent
    }

    /// The slots are freed with bounded stack: a chain of closures each capturing the
    /// environment of the one before is freed in a loop, not by nested releases.
    deinit { slots.free() }

    /// Releases what the frame holds as its `deinit` would (its variables last first, then its
    /// parent and its result), leaving it empty for another call of the same function
    /// (``FramePool``).
    func empty() {
        slots.clear()
        parent = nil
        result = .void
    }

    /// The value a `return` statement left, moved out (the frame keeps `.void`): a call's
    /// result read without a copy, and without a release when the frame is emptied.
    @inline(__always)
    func takeResult() -> Value {
        var taken = Value.void
        swap(&taken, &result)
        return taken
    }

    @inline(__always)
    func up(_ depth: Int) -> Env {
        var e = self
        for _ in 0..<depth { e = e.parent! }
        return e
    }
}

/// An environment's fixed number of variables, in storage of their own that lives as long as
/// the environment (``Env`` frees it).
struct Slots {
    private let base: UnsafeMutablePointer<Value>
    /// How many variables there are.
    let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: .void, count: count)
    }

    /// The variable at `index` (a slot the checker resolved), read or changed in place.
    subscript(index: Int) -> Value {
        unsafeAddress {
            precondition(index >= 0 && index < count, "slot out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(index >= 0 && index < count, "slot out of range")
            return base + index
        }
    }

    /// Stores `value` in the variable at `index`, which is empty (`.void`, as every variable of
    /// a frame just made or handed out by a ``FramePool`` is): a call's arguments go into its
    /// new frame without the assignment's release of the value they replace.
    @inline(__always)
    func fill(_ index: Int, with value: Value) {
        precondition(index >= 0 && index < count, "slot out of range")
        assert({ if case .void = base[index] { return true }; return false }(), "a filled slot was not empty")
        (base + index).initialize(to: value)
    }

    /// Empties every variable, then releases what they held (with bounded stack): a `deinit`
    /// that runs meanwhile finds the variables empty.
    func removeAll() {
        var taken = take()
        base.initialize(repeating: .void, count: count)
        BoundedRelease.drop(&taken)
    }

    /// Releases what the variables hold, last slot first (a frame's parameters and locals go
    /// in reverse order of declaration, as in compiled Swift), and the storage; nothing may
    /// use them afterwards.
    func free() {
        release(keepingStorage: false)
        base.deallocate()
    }

    /// Releases what the variables hold, last slot first, as `free` does, and leaves every
    /// variable empty (`.void`) in the same storage.
    func clear() { release(keepingStorage: true) }

    /// Releases the variables' values last slot first (with bounded stack when they can own
    /// further environments or objects); the storage is left empty, or uninitialised when it is
    /// about to be deallocated. A `deinit` that runs meanwhile finds the variables empty.
    private func release(keepingStorage: Bool) {
        if holdsReferences {
            var taken = take()
            taken.reverse()
            if keepingStorage { base.initialize(repeating: .void, count: count) }
            BoundedRelease.drop(&taken)
        } else if keepingStorage {
            // Numbers, strings and the like: releasing them runs nothing a program sees.
            base.update(repeating: .void, count: count)
        } else {
            base.deinitialize(count: count)
        }
    }

    /// Moves the values out, leaving the storage uninitialised.
    private func take() -> [Value] {
        guard count > 0 else { return [] }
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base, count: count)
            initialized = count
        }
    }

    /// Whether any variable holds something whose release may free further environments or
    /// objects (the frames of a call-heavy program hold numbers, and are freed in place).
    private var holdsReferences: Bool {
        for i in 0..<count {
            switch base[i] {
            case .void, .int, .double, .bool, .string, .character, .range: continue
            default: return true
            }
        }
        return false
    }
}

/// A 1-based line and column in the program's source.
public struct SourcePoint: Sendable, Hashable {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Why evaluation stopped early: a runtime error, a limit, or a thrown Swift error.
package enum Interrupt: Error {
    /// A Swift runtime error; the message is what Swift prints (`Fatal error: ...`).
    case fatal(String)
    /// A sandbox limit was reached (the English text of a ``LimitMessage``).
    case limit(String)
    /// A script `throw` on its way to a `catch`.
    case thrown(Value)
    /// A host error (an exception raised by the native side).
    case exception(name: String, reason: String)
    /// An optional chain met `nil` (caught where the chain ends).
    case chainNil
    /// The program reached something the interpreter does not support, which only shows at
    /// run time (a member of a value whose type the checker did not know). The run is refused
    /// like a program with diagnostics, rather than ending as compiled Swift never would.
    case unsupported(String)
}

extension Interrupt {
    /// A limit reached, with one of the ``LimitMessage`` messages.
    static func limit(_ key: LimitMessage.Key, _ values: [String: String]) -> Interrupt {
        .limit(LimitMessage(key, values).description)
    }
}

extension Interrupt: @unchecked Sendable {}

/// How a statement finished.
enum Flow {
    case normal
    case breakLoop(String?)
    case continueLoop(String?)
    case returned
    case fallthroughCase
}

/// Something that can be called: a script function, closure, method, or host function.
package final class Callable {
    /// The signature with labels, for messages (`add(_:to:)`).
    package let name: String
    /// Runs the call. `selfValue` is the receiver for methods (`.void` otherwise); a mutating
    /// method leaves the updated receiver in it.
    package let invoke: (_ args: [Value], _ selfValue: inout Value) throws(Interrupt) -> Value
    /// For functions with `inout` parameters: runs the call and writes their final values back.
    var inoutInvoke: ((_ args: inout [Value], _ selfValue: inout Value) throws(Interrupt) -> Value)?
    /// For a script function without a receiver whose parameters are slots 0..<n, stored as
    /// passed: runs a call whose `arguments` store the argument values straight into the new
    /// frame's first slots (in order, evaluated in the caller), with no argument array. The
    /// slots are empty when `arguments` runs (``Slots/fill(_:with:)``).
    let enter: ((_ arguments: (Env) throws(Interrupt) -> Void) throws(Interrupt) -> Value)?
    /// How many arguments `enter` takes (-1 without `enter`).
    let enterArity: Int
    /// Set when this function is a key path (`\Person.name`): how it prints and writes.
    var keyPath: KeyPathAccess?
    /// For a function with default arguments: evaluates the defaults of the arguments not
    /// given (default markers, or missing at the end), as a call's first step. An initialiser
    /// evaluates them before the stored property defaults, as Swift does at the call
    /// (`Construction.runInitReturning`); `invoke` evaluates any still missing.
    var defaultArguments: ((_ args: inout [Value]) throws(Interrupt) -> Void)?

    package convenience init(
        name: String,
        invoke: @escaping (_ args: [Value], _ selfValue: inout Value) throws(Interrupt) -> Value
    ) {
        self.init(name: name, invoke: invoke, enter: nil, enterArity: -1)
    }

    init(
        name: String,
        invoke: @escaping (_ args: [Value], _ selfValue: inout Value) throws(Interrupt) -> Value,
        enter: ((_ arguments: (Env) throws(Interrupt) -> Void) throws(Interrupt) -> Value)?,
        enterArity: Int
    ) {
        self.name = name
        self.invoke = invoke
        self.enter = enter
        self.enterArity = enterArity
    }

    /// The arguments a function of `arity` parameters takes from `args`: the elements of a
    /// lone tuple of that many elements, where the function is passed where one taking a tuple
    /// is meant (`pairs.map(area)`, SE-0110's exception for function references); else `args`.
    static func spreadingTuple(_ args: [Value], arity: Int) -> [Value] {
        guard arity >= 2, args.count == 1, case .tuple(let elements, _) = args[0], elements.count == arity else { return args }
        return elements
    }

    /// Calls without a receiver.
    package func call(_ args: [Value]) throws(Interrupt) -> Value {
        var none = Value.void
        return try invoke(args, &none)
    }
}

/// Mutable state of one run: output, counters, limits. Created per run, never shared.
package final class RunContext {
    var output = ""
    let limits: Limits
    // The counters every call and loop iteration changes, never held across a call: not
    // checked for overlapping access at run time.
    @exclusivity(unchecked) var steps = 0
    @exclusivity(unchecked) var depth = 0
    var allocated = 0
    var stopped = false
    let deadline: UInt64
    /// An error raised inside a `deinit` (which cannot throw through Swift's ARC).
    var pendingInterrupt: Interrupt? {
        didSet { hasPendingInterrupt = pendingInterrupt != nil }
    }
    /// Whether `pendingInterrupt` is set: a flag cheap enough to test after every statement.
    @exclusivity(unchecked) private(set) var hasPendingInterrupt = false
    /// Where the runtime error or exception that is ending the run was raised: the innermost
    /// statement it passed through (line, column), set once.
    var faultLocation: SourcePoint?
    let moduleName: String
    /// Whether the run's target makes positive NaNs (an iPhone's arm64), where the interpreter's
    /// x86-64 arithmetic makes negative ones (`CompilationTarget.makesPositiveNaN`).
    var makesPositiveNaN = false
    /// Whether the program imports Foundation (or UIKit): Foundation's String members work
    /// only then, as in swiftc.
    var importsFoundation = false
    /// Whether the program declares a generic type, whose values' descriptions spell type
    /// arguments (`GenericDescription` checks them only then).
    var declaresGenericTypes = false
    /// Whether the program declares a type inside a function or block, whose qualified name
    /// Swift spells with an address (`LocalTypeDescription` checks descriptions only then).
    var declaresLocalTypes = false
    /// The type arguments of the global generic function calls under way, innermost last
    /// (`FrameTypeBinding`).
    var frameTypeBindings: [FrameTypeBinding] = []
    /// The types of the run's Foundation module (its enums' cases, its classes), when imported.
    var foundationTypes: HostTypes?
    /// The process's resident memory when the run started: the memory limit counts from here.
    let baselineResidentBytes: Int
    /// Bytes of new values charged since resident memory was last read (`charge(bytes:)`).
    var chargedSinceResidentCheck = 0

    /// A context whose memory limit counts from `baselineResidentBytes` (by default, the
    /// resident memory now).
    init(limits: Limits, moduleName: String, baselineResidentBytes: Int? = nil) {
        self.limits = limits
        self.moduleName = moduleName
        deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limits.wallTimeSeconds * 1e9)
        self.baselineResidentBytes = baselineResidentBytes ?? RunContext.residentBytes() ?? 0
    }

    /// Counts one step (a loop iteration or a call) and enforces step and time limits. The
    /// clock is read every 64 steps: a step may be a call into the host that does much native
    /// work (a push onto a stack of thousands of controllers), so the time limit must not wait
    /// for many of them.
    @inline(__always)
    func step() throws(Interrupt) {
        steps &+= 1
        if steps & 0x3F == 0 { try slowCheck() }
    }

    /// Counts a call as a step and enters one more level of calls, enforcing both limits;
    /// the caller leaves the level (`depth -= 1`) when the call ends, and need not when this
    /// throws.
    @inline(__always)
    func enterCall(maxDepth: Int) throws(Interrupt) {
        try step()
        depth += 1
        if depth > maxDepth {
            depth -= 1
            throw .limit(.callDepth, ["depth": "\(maxDepth)"])
        }
    }

    /// Counts `n` steps at once (native work standing for that many steps, such as the
    /// comparisons of a sort the program cannot observe) and enforces the limits.
    func step(count n: Int) throws(Interrupt) {
        steps &+= n
        try slowCheck()
    }

    func slowCheck() throws(Interrupt) {
        if let p = pendingInterrupt { pendingInterrupt = nil; throw p }
        if steps > limits.maxSteps {
            throw .limit(.steps, ["steps": "\(limits.maxSteps)"])
        }
        if DispatchTime.now().uptimeNanoseconds > deadline {
            throw .limit(.time, ["seconds": "\(limits.wallTimeSeconds)"])
        }
        if let stop = limits.stopRequested, stop() { throw .limit(.stopped, [:]) }
        if steps & (RunContext.residentCheckInterval - 1) == 0 { try checkResident() }
    }

    /// Counts newly allocated collection elements against the memory limit.
    func allocate(_ n: Int) throws(Interrupt) {
        allocated &+= max(n, 0)
        if n > limits.maxElements || allocated > limits.maxElements {
            throw .limit(.elements, ["elements": "\(limits.maxElements)"])
        }
    }

    /// How much nesting one more level of containers costs against the memory limit. Nested
    /// values are printed and freed recursively, so the limit must also bound their depth.
    static let nestingCost = 64

    /// Charges for wrapping `values` in a new container when that deepens a nesting
    /// (`Value.deepensNesting`).
    func chargeNesting(_ values: [Value]) throws(Interrupt) {
        for v in values where v.deepensNesting {
            try allocate(RunContext.nestingCost)
            return
        }
    }

    func write(_ text: String) throws(Interrupt) {
        output += text
        if output.utf8.count > limits.maxOutputBytes {
            throw .limit(.output, ["bytes": "\(limits.maxOutputBytes)"])
        }
    }

    /// Runs a chain of deinitialisers (most derived first) for an object being freed.
    func runDeinit(_ chain: [Callable], on object: Instance) {
        guard pendingInterrupt == nil else { return }
        for d in chain {
            var selfValue = Value.object(object)
            do { _ = try d.invoke([], &selfValue) } catch {
                pendingInterrupt = error
                return
            }
        }
    }
}

/// Sandbox limits for one run.
public struct Limits: Sendable {
    /// Maximum loop iterations plus calls.
    public var maxSteps: Int
    /// Maximum nesting of calls.
    public var maxCallDepth: Int
    /// Maximum wall-clock time, in seconds.
    public var wallTimeSeconds: Double
    /// Maximum number of collection elements allocated over the run.
    public var maxElements: Int
    /// Maximum bytes of printed output.
    public var maxOutputBytes: Int
    /// Maximum memory the program's strings, collections and objects may take, in bytes.
    public var maxMemoryBytes: Int
    /// Asked now and then while the program runs; true stops it (the learner pressed Ctrl-C
    /// in the shell). Nil: nothing but the limits stops a run.
    public var stopRequested: (@Sendable () -> Bool)? = nil

    public init(
        maxSteps: Int = 50_000_000, maxCallDepth: Int = 3_000, wallTimeSeconds: Double = 10,
        maxElements: Int = 20_000_000, maxOutputBytes: Int = 4_000_000, maxMemoryBytes: Int = 256 << 20
    ) {
        self.maxMemoryBytes = maxMemoryBytes
        self.maxSteps = maxSteps
        self.maxCallDepth = maxCallDepth
        self.wallTimeSeconds = wallTimeSeconds
        self.maxElements = maxElements
        self.maxOutputBytes = maxOutputBytes
    }

    /// The defaults used by `vctutor run`.
    public static let standard = Limits()

    /// For the course's programs (checking a solution, lint, quiz answers): exercises compute
    /// little, so a runaway solution is stopped within a fraction of a second (two million
    /// steps take about 0.2 s in a release build) instead of the several seconds `run` allows.
    public static let course = Limits(
        maxSteps: 2_000_000, maxCallDepth: 1_000, wallTimeSeconds: 2,
        maxElements: 2_000_000, maxOutputBytes: 200_000, maxMemoryBytes: 128 << 20)
}

/// The frames one function (or one closure expression) has finished with, kept for its next
/// calls: a call then takes a frame whose storage is already allocated instead of allocating an
/// environment and its slots and freeing both when it returns (two allocations and two frees
/// per call, the largest cost of a call-heavy program).
///
/// A frame comes back only when nothing but the returning call holds it (no closure or local
/// function captured it), and what its variables, parent and result hold is released right
/// then, in the order its `deinit` releases them, so no release happens later than without the
/// pool. A kept frame holds nothing but empty slots. One pool serves one run (it is made where
/// the run's code is compiled) and is used only by the thread running the program.
final class FramePool {
    /// The slot count of every frame of this pool.
    private let size: Int
    /// Empty frames, ready for a call, linked through `Env.nextKept` (no generic array: its
    /// calls are not specialised in a debug build), and how many there are. Never held across a
    /// call: not checked for overlapping access at run time.
    @exclusivity(unchecked) private var first: Env?
    @exclusivity(unchecked) private var keptCount = 0

    /// How many finished frames are kept at most (deep recursion frees the rest as before).
    static let capacity = 32

    init(size: Int) { self.size = size }

    /// A frame of empty slots whose parent is `parent`: a kept one, else a new one.
    @inline(__always)
    func frame(parent: Env?) -> Env {
        // The references move from the list to the caller: no retain, no release.
        if let frame = first.take() {
            first = frame.nextKept.take()
            keptCount -= 1
            frame.parent = parent
            return frame
        }
        return Env(size: size, parent: parent)
    }

    /// Ends a call's use of `frame`. When the call's reference is the only one, the frame's
    /// values are released as its `deinit` would release them and the empty frame is kept;
    /// otherwise (something captured it) the reference is dropped and the frame lives on.
    @inline(__always)
    func finish(_ frame: consuming Env) {
        guard keptCount < FramePool.capacity, isKnownUniquelyReferenced(&frame) else { return }
        frame.empty()
        frame.nextKept = first.take()
        first = consume frame
        keptCount += 1
    }
}
