import Foundation

/// `Dictionary` methods.
enum DictionaryMethods {
    static func call(_ base: inout Value, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        guard case .dictionary(var d) = base else { return .void }
        switch name {
        case "removeValue(forKey:)":
            let old = d.lookup(args[0])
            base = .void; d.set(args[0], nil); base = .dictionary(d)
            return .optional(old)
        case "updateValue(_:forKey:)":
            let old = d.lookup(args[1])
            try ctx.allocate(1)
            base = .void; d.set(args[1], args[0]); base = .dictionary(d)
            return .optional(old)
        case "removeAll()", "removeAll(keepingCapacity:)": base = .dictionary(OrderedDict()); return .void
        case "remove(at:)":
            // The entry at a position `index(forKey:)` gave, removed and returned as a pair.
            guard case .int(let i) = args[0], d.keys.indices.contains(i) else {
                throw .fatal("Fatal error: Attempting to access Dictionary elements using an invalid index")
            }
            let key = d.keys[i], value = d.values[i]
            base = .void; d.set(key, nil); base = .dictionary(d)
            return .tuple([key, value], labels: ["key", "value"])
        case "mapValues(_:)":
            var out = d
            for i in out.values.indices { out.values[i] = try Sequences.call(args[0], [out.values[i]]) }
            return .dictionary(out)
        case "filter(_:)":
            var out = OrderedDict()
            for (k, v) in zip(d.keys, d.values)
            where Sequences.truthy(try Sequences.call(args[0], [.tuple([k, v], labels: ["key", "value"])])) {
                out.set(k, v)
            }
            return .dictionary(out)
        case "compactMapValues(_:)":
            // The keys in the dictionary's order, each kept when the closure gives a value.
            var out = OrderedDict()
            for (k, v) in zip(d.keys, d.values) {
                if let kept = try Sequences.call(args[0], [v]).unwrappedOnce { out.set(k, kept) }
            }
            return .dictionary(out)
        case "index(forKey:)": return .optional(d.index[HashKey(args[0])].map { .int($0) })
        // `merging(_:uniquingKeysWith:)` and `merge`, their closure also trailing: the other
        // dictionary's (or sequence of pairs') entries in its order, a key already there taking
        // what the closure makes of the two values.
        case "merging(_:uniquingKeysWith:)", "merging(_:_:)":
            var out = d
            try merge(into: &out, args, ctx: ctx)
            return .dictionary(out)
        case "merge(_:uniquingKeysWith:)", "merge(_:_:)":
            // In place, as Swift's: what was merged before a throwing closure stays.
            base = .void
            defer { base = .dictionary(d) }
            try merge(into: &d, args, ctx: ctx)
            return .void
        default:
            // The rest read a Dictionary as the sequence of its pairs; one that changes it would
            // change that copy instead: refused.
            if SetMethods.changingReceiver.contains(name) {
                throw .unsupported("the Dictionary member '\(name)' is not supported yet")
            }
            var arr = Value.array(try Sequences.elements(base))
            return try ArrayMethods.call(&arr, name, args, ctx: ctx)
        }
    }
}

extension DictionaryMethods {
    /// Adds to `out` the entries of `args[0]` (a dictionary or a sequence of key-value pairs),
    /// `args[1]` combining the old and new values of a key both have.
    private static func merge(into out: inout OrderedDict, _ args: [Value], ctx: RunContext) throws(Interrupt) {
        try merge(into: &out, pairs: args[0], combining: args[1], ctx: ctx,
                  refusal: "merging a dictionary with elements other than key-value pairs is not supported yet")
    }

    /// Adds each key-value pair of `pairs` to `out` in order; a key already there keeps what
    /// `combining` makes of the value held and the new one (called as Swift calls it, old
    /// value first). `refusal` is the message for an element that is no pair.
    static func merge(into out: inout OrderedDict, pairs: Value, combining: Value, ctx: RunContext?, refusal: String) throws(Interrupt) {
        for pair in try Sequences.elements(pairs) {
            guard case .tuple(let parts, _) = pair, parts.count == 2 else { throw .unsupported(refusal) }
            if let old = out.lookup(parts[0]) {
                out.set(parts[0], try Sequences.call(combining, [old, parts[1]]))
            } else {
                try ctx?.allocate(1)
                out.set(parts[0], parts[1])
            }
        }
    }
}

/// `Set` methods.
enum SetMethods {
    static func call(_ base: inout Value, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        guard case .set(var d) = base else { return .void }
        func other() throws(Interrupt) -> [Value] { try Sequences.elements(args[0]) }
        /// A set of `d`'s elements in `keys` (followed, for a symmetric difference, by new
        /// ones): Swift keeps `d`'s storage, and so its indices, while none of `d`'s elements is
        /// dropped, and makes new storage (its indices stale, `SetIndices`) when one is.
        func derived(_ keys: [Value], dropping: Bool) -> Value {
            guard case .set(var r) = Sequences.rebuildSet(keys) else { return .void }
            r.age = dropping ? d.age &+ 1 : d.age
            return .set(r)
        }
        func kept(_ keys: [Value]) -> Value { derived(keys, dropping: keys.count < d.count) }
        if let result = try SetIndices.call(d, name, args) { return result }
        switch name {
        case "remove(at:)":
            let x = try SetIndices.element(d, at: args[0])
            base = .void; d.set(x, nil); base = .set(d)
            return x
        case "insert(_:)":
            // An equal member already there stays, and is the one returned (equal by the
            // program's own `==` need not mean the same).
            if let member = d.storedKey(args[0]) {
                return .tuple([.bool(false), member], labels: ["inserted", "memberAfterInsert"])
            }
            try ctx.allocate(1); base = .void; d.set(args[0], .void); base = .set(d)
            return .tuple([.bool(true), args[0]], labels: ["inserted", "memberAfterInsert"])
        case "remove(_:)":
            let member = d.storedKey(args[0])
            base = .void; d.set(args[0], nil); base = .set(d)
            return .optional(member)
        case "contains(_:)": return .bool(d.lookup(args[0]) != nil)
        case "removeAll()", "removeAll(keepingCapacity:)":
            // A fresh storage: indices of the old one are stale (`SetIndices`).
            var empty = OrderedDict()
            empty.age = d.age &+ 1
            base = .set(empty); return .void
        case "union(_:)":
            for x in try other() { d.set(x, .void) }
            return .set(d)
        case "formUnion(_:)":
            for x in try other() { d.set(x, .void) }
            base = .set(d); return .void
        case "intersection(_:)":
            let o = Sequences.rebuildSet(try other())
            guard case .set(let od) = o else { return .void }
            return kept(d.keys.filter { od.lookup($0) != nil })
        case "subtracting(_:)":
            let o = Sequences.rebuildSet(try other())
            guard case .set(let od) = o else { return .void }
            return kept(d.keys.filter { od.lookup($0) == nil })
        case "isSubset(of:)":
            let o = Sequences.rebuildSet(try other())
            guard case .set(let od) = o else { return .void }
            return .bool(d.keys.allSatisfy { od.lookup($0) != nil })
        case "isSuperset(of:)":
            return .bool(try other().allSatisfy { d.lookup($0) != nil })
        case "isStrictSubset(of:)", "isStrictSuperset(of:)":
            guard case .set(let od) = Sequences.rebuildSet(try other()) else { return .void }
            let (small, large) = name == "isStrictSubset(of:)" ? (d, od) : (od, d)
            return .bool(small.count < large.count && small.keys.allSatisfy { large.lookup($0) != nil })
        case "isDisjoint(with:)":
            return .bool(try other().allSatisfy { d.lookup($0) == nil })
        case "symmetricDifference(_:)", "formSymmetricDifference(_:)":
            guard case .set(let od) = Sequences.rebuildSet(try other()) else { return .void }
            let result = derived(d.keys.filter { od.lookup($0) == nil } + od.keys.filter { d.lookup($0) == nil },
                                 dropping: d.keys.contains { od.lookup($0) != nil })
            if name == "symmetricDifference(_:)" { return result }
            base = result; return .void
        case "formIntersection(_:)", "subtract(_:)":
            guard case .set(let od) = Sequences.rebuildSet(try other()) else { return .void }
            let keep = name == "formIntersection(_:)"
            base = kept(d.keys.filter { (od.lookup($0) != nil) == keep }); return .void
        case "filter(_:)":
            var out: [Value] = []
            for x in d.keys where Sequences.truthy(try Sequences.call(args[0], [x])) { out.append(x) }
            return kept(out)
        default:
            // The rest read a Set as the sequence of its elements. Those that change it or
            // work with its indices would act on that copy instead: refused.
            if SetMethods.notAsSequence.contains(name) {
                throw .unsupported("the Set member '\(name)' is not supported yet")
            }
            var arr = Value.array(d.keys)
            return try ArrayMethods.call(&arr, name, args, ctx: ctx)
        }
    }

    /// Array methods that change their receiver: run on a Set's or a Dictionary's elements read
    /// as an array, they would change that copy (`d.removeAll(keepingCapacity: true)` left
    /// the dictionary whole).
    static let changingReceiver: Set<String> = [
        "append(_:)", "append(contentsOf:)", "insert(_:at:)", "removeLast()", "removeFirst()",
        "removeLast(_:)", "removeFirst(_:)", "removeSubrange(_:)", "replaceSubrange(_:with:)", "insert(contentsOf:at:)",
        "shuffle()", "partition(by:)", "popFirst()", "remove(at:)", "removeAll(keepingCapacity:)",
        "popLast()", "removeAll(where:)", "sort()", "sort(by:)", "reverse()", "swapAt(_:_:)",
    ]

    /// Array methods that do not mean the same on a Set's elements read as an array.
    static let notAsSequence: Set<String> = changingReceiver.union([
        "lastIndex(of:)", "index(of:)", "suffix(_:)", "dropLast()", "dropLast(_:)", "reversed()",
    ])
}

/// `String` methods.
enum StringMethods {
    /// The text `s += v` or `s.append(contentsOf: v)` adds: a String's, a Character, or the
    /// Characters of a sequence of them (`[Character]`).
    static func appendedText(_ v: Value) throws(Interrupt) -> String {
        switch v {
        case .string(let t): return t
        case .character(let c): return String(c)
        default:
            var text = ""
            for element in try Sequences.elements(v) {
                switch element {
                case .character(let c): text.append(c)
                case .string(let t): text += t
                default: throw .unsupported("appending these elements to a String is not supported yet")
                }
            }
            return text
        }
    }

    /// Whether `text`'s Characters contain `part`'s as a run, as the standard library's
    /// `contains(_:)` finds a string without Foundation.
    static func containsCharacters(_ text: String, _ part: String) -> Bool {
        text.firstRange(of: part) != nil
    }

    /// How many elements `removeFirst(_:)` or `removeLast(_:)` (`name`) removes from a
    /// collection of `count`, trapping with swiftc 6.3's words where Swift does (removeFirst
    /// says "than it has", removeLast "than it contains"); nil for an argument that is no Int.
    static func removalCount(_ arg: Value, _ name: String, count: Int) throws(Interrupt) -> Int? {
        guard case .int(let k) = arg else { return nil }
        guard k >= 0 else { throw .fatal("Fatal error: Number of elements to remove should be non-negative") }
        guard k <= count else {
            throw .fatal("Fatal error: Can't remove more items from a collection than it \(name == "removeFirst(_:)" ? "has" : "contains")")
        }
        return k
    }

    static func call(_ base: inout Value, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        guard case .string(var s) = base else { return .void }
        func str(_ i: Int) -> String {
            switch args[i] {
            case .string(let t): return t
            case .character(let c): return String(c)
            default: return ""
            }
        }
        if let result = try StringIndices.call(&base, s, name, args) { return result }
        if let split = try SplitCall(name, args) { return .array(try split.pieces(s).map { .string($0) }) }
        if StringFoundationMethods.methodNames.contains(name) {
            return try StringFoundationMethods.call(s, name, args, ctx: ctx)
        }
        switch name {
        // The standard library's (not Foundation's): Characters matched, as the host's own.
        case "replacing(_:with:)":
            if case .string(let pattern) = args[0], !pattern.isEmpty, case .string(let replacement) = args[1] {
                return .string(s.replacing(pattern, with: replacement))
            }
        case "uppercased()": return .string(s.uppercased())
        case "lowercased()": return .string(s.lowercased())
        case "hasPrefix(_:)": return .bool(s.hasPrefix(str(0)))
        case "hasSuffix(_:)": return .bool(s.hasSuffix(str(0)))
        case "contains(_:)":
            if case .character(let c) = args[0] { return .bool(s.contains(c)) }
            let t = str(0)
            // The standard library finds the empty string in any string; Foundation's overload,
            // which Swift prefers once Foundation is imported, finds it nowhere.
            if t.isEmpty { return .bool(!ctx.importsFoundation) }
            // Foundation's searches Unicode scalars (`"a\r\nb".contains("\n")` is true); the
            // standard library's compares Characters, and `"\r\n"` is one.
            if ctx.importsFoundation { return .bool(s.range(of: t) != nil) }
            return .bool(containsCharacters(s, t))
        case "append(_:)", "append(contentsOf:)":
            let t = try appendedText(args[0])
            try Arithmetic.checkSize(s.utf8.count + t.utf8.count)
            try ctx.allocate(t.utf8.count / 8)
            base = .void; s += t; base = .string(s); return .void
        case "reversed()": return .array(s.reversed().map { .character($0) })
        case "prefix(_:)":
            if case .int(let n) = args[0] { return .string(String(s.prefix(try ArrayMethods.lengthTaken(n, "prefix")))) }
        case "suffix(_:)":
            if case .int(let n) = args[0] { return .string(String(s.suffix(try ArrayMethods.lengthTaken(n, "suffix")))) }
        case "prefix(while:)":
            return .string(String(s.prefix(try ArrayMethods.leadingCount(s.lazy.map { .character($0) }, args[0]))))
        case "drop(while:)":
            return .string(String(s.dropFirst(try ArrayMethods.leadingCount(s.lazy.map { .character($0) }, args[0]))))
        case "dropFirst()": return .string(String(s.dropFirst()))
        case "dropLast()": return .string(String(s.dropLast()))
        case "dropFirst(_:)": if let n = try ArrayMethods.dropCount(args[0]) { return .string(String(s.dropFirst(n))) }
        case "dropLast(_:)": if let n = try ArrayMethods.dropCount(args[0]) { return .string(String(s.dropLast(n))) }
        case "removeLast()":
            guard !s.isEmpty else { throw .fatal("Fatal error: Can't remove last element from an empty collection") }
            base = .void; let c = s.removeLast(); base = .string(s); return .character(c)
        case "removeFirst()":
            guard !s.isEmpty else { throw .fatal("Fatal error: Can't remove first element from an empty collection") }
            base = .void; let c = s.removeFirst(); base = .string(s); return .character(c)
        case "removeFirst(_:)", "removeLast(_:)":
            guard let k = try removalCount(args[0], name, count: s.count) else { break }
            base = .void
            if name == "removeFirst(_:)" { s.removeFirst(k) } else { s.removeLast(k) }
            base = .string(s)
            return .void
        case "filter(_:)":
            var out = ""
            for ch in s where Sequences.truthy(try Sequences.call(args[0], [.character(ch)])) { out.append(ch) }
            return .string(out)
        case "lowercased", "uppercased": break
        default:
            if notOnString.contains(name) { break }
            var arr = Value.array(s.map { .character($0) })
            let result = try ArrayMethods.call(&arr, name, args, ctx: ctx)
            // A method that changes its receiver changed the Characters: they are the String now.
            if changingReceiver.contains(name) {
                guard case .array(let characters) = arr else { break }
                var text = ""
                for element in characters {
                    guard case .character(let c) = element else { throw .unsupported("the String member '\(name)' is not supported yet") }
                    text.append(c)
                }
                base = .void
                base = .string(text)
            }
            return result
        }
        throw .unsupported("the String member '\(name)' is not supported yet")
    }

    /// The Array methods that change their receiver and that a String has too: run on the
    /// String's Characters, which are then written back (`s.removeAll(where:)`, `s.popLast()`).
    static let changingReceiver: Set<String> = [
        "removeAll(where:)", "removeAll()", "removeAll(keepingCapacity:)", "popLast()",
    ]

    /// The Array methods that change their receiver and that a String does not have (it is
    /// not a MutableCollection): swiftc rejects them.
    static let notOnString: Set<String> = [
        "reverse()", "sort()", "sort(by:)", "shuffle()", "swapAt(_:_:)", "partition(by:)",
    ]
}
