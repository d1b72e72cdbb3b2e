/// A runtime value of the interpreted program.
///
/// Value types (numbers, strings, arrays, structs, enums) are stored inline or in Swift's own
/// copy-on-write containers, so copying a `Value` gives Swift's value semantics; class
/// instances are `Instance` references, counted by Swift's own ARC.
package enum Value {
    case void
    case int(Int)
    /// A fixed-width integer other than `Int` (`UInt8`, `Int64`...).
    case fixed(FixedInt)
    case double(Double)
    case bool(Bool)
    case string(String)
    case character(Character)
    /// `Optional`: `.optional(nil)` is `nil`.
    indirect case optional(Value?)
    case array([Value])
    case dictionary(OrderedDict)
    case set(OrderedDict)
    case tuple([Value], labels: [String?])
    case range(Int, Int, closed: Bool)
    /// A one-sided range: `lo...`, `..<hi`, `...hi`.
    case partialRange(PartialRange)
    case structValue(StructValue)
    case object(Instance)
    case enumValue(TypeDecl, caseIndex: Int, payload: [Value])
    case function(Callable)
    case metatype(TypeDecl)
    /// A standard type's metatype (`Int.self`, `type(of: [1])`), by the name `print` writes
    /// (`Int`, `Array<Int>`); inside a collection, an optional or a tuple Swift writes it
    /// qualified by its module (`Swift.Int`, `Swift.Array<Swift.Int>`).
    case standardType(String)
    /// A method reference made by `#selector(name)`.
    case selector(String)
    /// An opaque object owned by the host (for example a simulated view controller).
    case native(NativeBox)
    /// The contents of a `weak` variable or property (read as an optional).
    case weakRef(WeakCell)
}

/// A struct instance: its declaration and its stored properties in declaration order.
package struct StructValue {
    package let type: TypeDecl
    package var fields: [Value]
    /// A generic struct's type arguments, where they are known (`TypeArguments`).
    package var typeArguments: TypeArguments? = nil
}

/// Wraps a host object so the interpreter can carry it as a value.
package final class NativeBox {
    /// The host's object.
    package let object: AnyObject
    /// The host class describing the object.
    package let hostClass: HostClass
    package init(object: AnyObject, hostClass: HostClass) {
        self.object = object
        self.hostClass = hostClass
    }
}

/// Dictionary and set storage that keeps insertion order, so output is deterministic.
package struct OrderedDict {
    package var keys: [Value] = []
    package var values: [Value] = []
    package var index: [HashKey: Int] = [:]
    /// Counts the removals, so a `Set.Index` made before one is told stale (`SetIndices`), as
    /// Swift's storage age tells it.
    package var age = 0

    package init() {}

    package var count: Int { keys.count }

    /// The stored key equal to `key` (which may differ from it where equality is the
    /// program's own), nil when there is none.
    package func storedKey(_ key: Value) -> Value? {
        index[HashKey(key)].map { keys[$0] }
    }

    package func lookup(_ key: Value) -> Value? {
        guard let i = index[HashKey(key)] else { return nil }
        return values[i]
    }

    package mutating func set(_ key: Value, _ value: Value?) {
        let k = HashKey(key)
        if let value {
            if let i = index[k] { values[i] = value } else {
                index[k] = keys.count
                keys.append(key)
                values.append(value)
            }
        } else if let i = index[k] {
            age &+= 1
            keys.remove(at: i)
            values.remove(at: i)
            index = [:]
            for (j, key) in keys.enumerated() { index[HashKey(key)] = j }
        }
    }
}

/// A hashable view of a value used as a dictionary key or set element. Its hash is worked
/// out once, with the program's own `hash(into:)` where its type has one, and two keys are
/// equal only when their hashes are too: a program whose `==` and `hash(into:)` disagree gets
/// distinct elements, never the host's "Duplicate keys" trap.
package struct HashKey: Hashable {
    package let value: Value
    /// The hash of `value`.
    let code: Int
    package init(_ value: Value) {
        self.value = value
        var hasher = Hasher()
        hashInto(value, &hasher)
        code = hasher.finalize()
    }

    package static func == (lhs: HashKey, rhs: HashKey) -> Bool {
        lhs.code == rhs.code && valuesEqual(lhs.value, rhs.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}

func hashInto(_ value: Value, _ hasher: inout Hasher) {
    switch value {
    case .int(let v): hasher.combine(v)
    // Hashed as the Int it equals, so an integer literal finds it (see `valuesEqual`).
    case .fixed(let f): if let i = f.asInt { hasher.combine(i) } else { hasher.combine(f.bits) }
    case .double(let v): hasher.combine(v)
    case .bool(let v): hasher.combine(v)
    case .string(let v): hasher.combine(v)
    case .character(let v): hasher.combine(v)
    case .optional(let v):
        if let v { hashInto(v, &hasher) } else { hasher.combine(0) }
    case .array(let a): for e in a { hashInto(e, &hasher) }
    case .tuple(let a, _): for e in a { hashInto(e, &hasher) }
    case .structValue(let s):
        if let combined = ProgramHashing.combinedValues(value, of: s.type) { for e in combined { hashInto(e, &hasher) }; return }
        if s.type.lazyInits.isEmpty { for e in s.fields { hashInto(e, &hasher) }; return }
        // As `==`, the synthesised hash leaves lazy properties out.
        for (i, e) in s.fields.enumerated() where s.type.lazyInits[i] == nil { hashInto(e, &hasher) }
    case .enumValue(let t, let i, let p):
        if let combined = ProgramHashing.combinedValues(value, of: t) { for e in combined { hashInto(e, &hasher) }; return }
        hasher.combine(i)
        for e in p { hashInto(e, &hasher) }
    case .object(let o):
        if let combined = ProgramHashing.combinedValues(value, of: o.type) { for e in combined { hashInto(e, &hasher) }; return }
        hasher.combine(ObjectIdentifier(o))
    default: hasher.combine(-1)
    }
}

/// Swift's `==` for values of the same type, with optional promotion. A type that declares
/// its own `static func ==` is compared by it (an error it raises counts as unequal; the run
/// ends at its next check of its limits), in collections and generic code too.
func valuesEqual(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.structValue, .structValue), (.enumValue, .enumValue), (.object, .object):
        if let f = Arithmetic.userOperatorIfChosen("==", a, operands: [a, b]) {
            return ((try? f.call([a, b])).map(Sequences.truthy)) ?? false
        }
    case (.structValue, _), (.enumValue, _), (.object, _), (_, .structValue), (_, .enumValue), (_, .object):
        if let f = Arithmetic.mixedOperandEquality(a, b) {
            return ((try? f.call([a, b])).map(Sequences.truthy)) ?? false
        }
    default: break
    }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.fixed, .fixed), (.fixed, .int), (.int, .fixed):
        if case .bool(let r)?? = try? FixedIntArithmetic.binary("==", a, b) { return r }
        return false
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)): return Double(x) == y
    case (.double(let x), .int(let y)): return x == Double(y)
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.character(let x), .character(let y)): return x == y
    case (.string(let x), .character(let y)): return x == String(y)
    case (.character(let x), .string(let y)): return String(x) == y
    case (.optional(let x), .optional(let y)):
        switch (x, y) {
        case (nil, nil): return true
        case (let x?, let y?): return valuesEqual(x, y)
        default: return false
        }
    case (.optional(let x), _): return x.map { valuesEqual($0, b) } ?? false
    case (_, .optional(let y)): return y.map { valuesEqual(a, $0) } ?? false
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
    case (.tuple(let x, _), .tuple(let y, _)):
        return x.count == y.count && zip(x, y).allSatisfy { valuesEqual($0, $1) }
    case (.set(let x), .set(let y)):
        return x.count == y.count && x.keys.allSatisfy { y.lookup($0) != nil }
    case (.dictionary(let x), .dictionary(let y)):
        guard x.count == y.count else { return false }
        for (i, k) in x.keys.enumerated() {
            guard let v = y.lookup(k), valuesEqual(v, x.values[i]) else { return false }
        }
        return true
    // A Set compared with an array literal (`Set(xs) == [1, 2]`): the literal is a Set.
    case (.set, .array(let y)): return valuesEqual(a, Sequences.rebuildSet(y))
    case (.array(let x), .set): return valuesEqual(Sequences.rebuildSet(x), b)
    case (.structValue(let x), .structValue(let y)):
        guard x.type === y.type else { return false }
        if x.type.lazyInits.isEmpty { return zip(x.fields, y.fields).allSatisfy { valuesEqual($0, $1) } }
        // Swift's synthesised `==` leaves lazy properties out.
        return zip(x.fields, y.fields).enumerated().allSatisfy { i, pair in x.type.lazyInits[i] != nil || valuesEqual(pair.0, pair.1) }
    case (.enumValue(let t1, let i, let p), .enumValue(let t2, let j, let q)):
        return t1 === t2 && i == j && zip(p, q).allSatisfy { valuesEqual($0, $1) }
    case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)):
        return a1 == a2 && b1 == b2 && c1 == c2
    case (.partialRange(let x), .partialRange(let y)): return x == y
    case (.object(let x), .object(let y)): return x === y
    case (.metatype(let x), .metatype(let y)): return x === y
    case (.standardType(let x), .standardType(let y)): return x == y
    case (.selector(let x), .selector(let y)): return SelectorSpelling.same(x, y)
    case (.native(let x), .native(let y)): return x.hostClass.isEqual?(x.object, y.object) ?? (x.object === y.object)
    default: return false
    }
}

extension Value {
    /// Whether the value holds other values.
    var isContainer: Bool {
        switch self {
        case .array, .dictionary, .set, .tuple, .structValue, .optional: return true
        case .enumValue(_, _, let payload): return !payload.isEmpty
        default: return false
        }
    }

    /// Whether wrapping the value in a container makes a nesting two levels deep or more.
    /// A collection always does (it may hold anything); a tuple, struct, enum payload or
    /// optional (a few values fixed by its type) does only when it holds a container, so
    /// an array of `(Int, Int)` or of a `Point` costs no more than its elements, while each
    /// further level of a deeper nesting is still charged.
    var deepensNesting: Bool {
        switch self {
        case .array, .dictionary, .set: return true
        case .tuple(let elements, _): return elements.contains { $0.isContainer }
        case .structValue(let s): return s.fields.contains { $0.isContainer }
        case .enumValue(_, _, let payload): return payload.contains { $0.isContainer }
        case .optional(let inner): return inner?.isContainer ?? false
        default: return false
        }
    }

    /// The value inside an optional, or the value itself; nil for `nil`.
    var unwrapped: Value? {
        if case .optional(let inner) = self { return inner?.unwrapped }
        return self
    }

    /// The value inside one level of optional, as `if let`, `case let x?` and `.some(…)`
    /// unwrap: `Optional(nil)` of an `Int??` gives the inner nil (`.optional(nil)`), not a
    /// failed match. Nil for `nil`. A value that is not an optional is its own payload (a
    /// value of an optional type may be held unwrapped).
    var unwrappedOnce: Value? {
        if case .optional(let inner) = self { return inner }
        return self
    }

    /// Whether the value is the outer `nil` of its optional (`nil`, `.none`): `Optional(nil)`
    /// of an `Int??` is not.
    var isOuterNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }
}
