/// `Array` methods (also used for ranges and other sequences after conversion).
enum ArrayMethods {
    static func indexError() -> Interrupt { .fatal("Fatal error: Index out of range") }

    /// Whether an element is an array (`joined()` then flattens rather than joins text).
    static func holdsArrays(_ a: [Value]) -> Bool {
        a.contains { if case .array = $0 { return true }; return false }
    }

    /// `n` as the length `prefix(_:)` or `suffix(_:)` (`which`) takes from a collection; a
    /// negative one traps as Swift's does ("Can't take a suffix of negative length from a
    /// collection").
    static func lengthTaken(_ n: Int, _ which: String) throws(Interrupt) -> Int {
        if n < 0 { throw .fatal("Fatal error: Can't take a \(which) of negative length from a collection") }
        return n
    }

    /// The count `dropFirst(_:)` or `dropLast(_:)` is given (String's and Array's alike),
    /// trapping on a negative one as swiftc does; nil when it is not an `Int`.
    static func dropCount(_ v: Value) throws(Interrupt) -> Int? {
        guard case .int(let n) = v else { return nil }
        if n < 0 { throw .fatal("Fatal error: Can't drop a negative number of elements from a collection") }
        return n
    }

    /// How many leading elements `predicate` holds for, for `prefix(while:)` and
    /// `drop(while:)` (String's and Array's alike): it is called in order until it first
    /// fails, as Swift's are.
    static func leadingCount(_ elements: some Sequence<Value>, _ predicate: Value) throws(Interrupt) -> Int {
        var n = 0
        for x in elements {
            guard Sequences.truthy(try Sequences.call(predicate, [x])) else { break }
            n += 1
        }
        return n
    }

    static func call(_ base: inout Value, _ name: String, _ args: [Value], ctx: RunContext) throws(Interrupt) -> Value {
        guard case .array(var a) = base else { return .void }
        func f(_ i: Int) -> Value { args[i] }
        switch name {
        // Mutating
        case "append(_:)":
            try ctx.allocate(1)
            try ctx.chargeNesting(args)
            try ctx.charge(joining: args[0])
            base = .void; a.append(args[0]); base = .array(a); return .void
        case "append(contentsOf:)":
            let more = try Sequences.elements(args[0])
            try ctx.allocate(more.count)
            try ctx.charge(bytes: (a.count &+ more.count) &* RunContext.valueBytes)
            base = .void; a.append(contentsOf: more); base = .array(a); return .void
        case "insert(_:at:)":
            guard case .int(let i) = args[1], i >= 0, i <= a.count else {
                throw .fatal("Fatal error: Array index is out of range")
            }
            try ctx.allocate(1)
            base = .void; a.insert(args[0], at: i); base = .array(a); return .void
        case "remove(at:)":
            guard case .int(let i) = args[0], i >= 0, i < a.count else { throw indexError() }
            base = .void; let r = a.remove(at: i); base = .array(a); return r
        case "removeLast()":
            guard !a.isEmpty else { throw .fatal("Fatal error: Can't remove last element from an empty collection") }
            base = .void; let r = a.removeLast(); base = .array(a); return r
        case "removeFirst()":
            guard !a.isEmpty else { throw .fatal("Fatal error: Can't remove first element from an empty collection") }
            base = .void; let r = a.removeFirst(); base = .array(a); return r
        case "removeFirst(_:)", "removeLast(_:)":
            guard let k = try StringMethods.removalCount(args[0], name, count: a.count) else { break }
            base = .void
            if name == "removeFirst(_:)" { a.removeFirst(k) } else { a.removeLast(k) }
            base = .array(a)
            return .void
        case "popLast()":
            base = .void; let r = a.popLast(); base = .array(a); return .optional(r)
        // Storage kept or let go as Swift's array does, so `capacity` knows when it is zero.
        case "removeAll()": base = .array([]); return .void
        case "removeAll(keepingCapacity:)":
            base = .void; a.removeAll(keepingCapacity: Sequences.truthy(args[0])); base = .array(a); return .void
        case "removeAll(where:)":
            var kept: [Value] = []
            for x in a where !Sequences.truthy(try Sequences.call(args[0], [x])) { kept.append(x) }
            // Swift removes in place: the storage stays.
            if kept.isEmpty, a.capacity > 0 { kept.reserveCapacity(1) }
            base = .array(kept); return .void
        case "sort()":
            base = .array(try Sequences.sortedAscending(a, ctx: ctx))
            return .void
        case "sort(by:)":
            base = .array(try Sequences.sorted(a, by: args[0]))
            return .void
        case "reverse()": base = .array(a.reversed()); return .void
        case "shuffle()": base = .array(a.shuffled()); return .void
        case "swapAt(_:_:)":
            guard case .int(let i) = args[0], case .int(let j) = args[1], a.indices.contains(i), a.indices.contains(j) else {
                throw indexError()
            }
            base = .void; a.swapAt(i, j); base = .array(a); return .void
        // Non-mutating
        case "map(_:)":
            var out: [Value] = []
            out.reserveCapacity(a.count)
            for x in a { out.append(try Sequences.call(args[0], [x])) }
            return .array(out)
        case "compactMap(_:)":
            var out: [Value] = []
            for x in a { if let v = try Sequences.call(args[0], [x]).unwrapped { out.append(v) } }
            return .array(out)
        case "flatMap(_:)":
            var out: [Value] = []
            for x in a { out.append(contentsOf: try Sequences.elements(try Sequences.call(args[0], [x]))) }
            return .array(out)
        case "filter(_:)":
            var out: [Value] = []
            for x in a where Sequences.truthy(try Sequences.call(args[0], [x])) { out.append(x) }
            return .array(out)
        case "reduce(_:_:)":
            var acc = args[0]
            for x in a { acc = try Sequences.call(args[1], acc, x) }
            return acc
        case "reduce(into:_:)":
            guard case .function(let c) = args[1] else { return args[0] }
            var acc = args[0]
            guard let withInout = c.inoutInvoke else {
                throw .unsupported("'reduce(into:)' with a function of this kind is not supported yet")
            }
            var none = Value.void
            for x in a {
                var callArgs = [acc, x]
                acc = .void
                _ = try withInout(&callArgs, &none)
                acc = callArgs[0]
            }
            return acc
        case "forEach(_:)":
            for x in a { _ = try Sequences.call(args[0], [x]) }
            return .void
        case "contains(_:)": return .bool(a.contains { valuesEqual($0, args[0]) })
        case "contains(where:)":
            for x in a where Sequences.truthy(try Sequences.call(args[0], [x])) { return .bool(true) }
            return .bool(false)
        case "allSatisfy(_:)":
            for x in a where !Sequences.truthy(try Sequences.call(args[0], [x])) { return .bool(false) }
            return .bool(true)
        // An array's indices are its offsets: moving one is integer arithmetic (trapping on
        // overflow, never on the array's bounds, as Array's own methods do).
        case "index(after:)", "index(before:)", "index(_:offsetBy:)":
            guard case .int(let i) = args[0] else { break }
            var by = name == "index(before:)" ? -1 : 1
            if args.count == 2, case .int(let n) = args[1] { by = n }
            let (moved, overflow) = i.addingReportingOverflow(by)
            if overflow { throw Arithmetic.overflow("+") }
            return .int(moved)
        case "distance(from:to:)":
            guard case .int(let from) = args[0], case .int(let to) = args[1] else { break }
            let (d, overflow) = to.subtractingReportingOverflow(from)
            if overflow { throw Arithmetic.overflow("-") }
            return .int(d)
        case "count(where:)":
            var n = 0
            for x in a where Sequences.truthy(try Sequences.call(args[0], [x])) { n += 1 }
            return .int(n)
        case "first(where:)":
            for x in a where Sequences.truthy(try Sequences.call(args[0], [x])) { return .optional(x) }
            return .optional(nil)
        case "last(where:)":
            for x in a.reversed() where Sequences.truthy(try Sequences.call(args[0], [x])) { return .optional(x) }
            return .optional(nil)
        case "firstIndex(of:)": return .optional(a.firstIndex { valuesEqual($0, args[0]) }.map { .int($0) })
        case "lastIndex(of:)": return .optional(a.lastIndex { valuesEqual($0, args[0]) }.map { .int($0) })
        case "firstIndex(where:)":
            for (i, x) in a.enumerated() where Sequences.truthy(try Sequences.call(args[0], [x])) { return .optional(.int(i)) }
            return .optional(nil)
        case "lastIndex(where:)":
            // Swift's `BidirectionalCollection.lastIndex(where:)` tests from the end backwards.
            for i in a.indices.reversed() where Sequences.truthy(try Sequences.call(args[0], [a[i]])) { return .optional(.int(i)) }
            return .optional(nil)
        case "prefix(while:)": return .array(Array(a.prefix(try leadingCount(a, args[0]))))
        case "drop(while:)": return .array(Array(a.dropFirst(try leadingCount(a, args[0]))))
        case "sorted()":
            return .array(try Sequences.sortedAscending(a, ctx: ctx))
        case "sorted(by:)":
            return .array(try Sequences.sorted(a, by: args[0]))
        case "reversed()": return .array(a.reversed())
        case "enumerated()":
            return .array(a.enumerated().map { .tuple([.int($0), $1], labels: ["offset", "element"]) })
        case "min()":
            var best: Value? = nil
            for x in a { if let b = best { if try Sequences.less(x, b) { best = x } } else { best = x } }
            return .optional(best)
        case "max()":
            var best: Value? = nil
            for x in a { if let b = best { if try Sequences.less(b, x) { best = x } } else { best = x } }
            return .optional(best)
        case "min(by:)", "max(by:)":
            var best: Value? = nil
            let wantMax = name.hasPrefix("max")
            for x in a {
                guard let b = best else { best = x; continue }
                let lt = Sequences.truthy(try (wantMax ? Sequences.call(args[0], b, x) : Sequences.call(args[0], x, b)))
                if lt { best = x }
            }
            return .optional(best)
        case "joined()" where Self.holdsArrays(a), "joined(separator:)" where Self.holdsArrays(a):
            // An array of arrays flattens (with the separator's elements between them).
            var separator: [Value] = []
            if case .array(let s)? = args.first { separator = s }
            var flat: [Value] = []
            for (i, x) in a.enumerated() {
                if i > 0 { flat += separator }
                if case .array(let items) = x { flat += items }
            }
            try ctx.allocate(flat.count)
            return .array(flat)
        case "joined()", "joined(separator:)":
            var sep = ""
            if case .string(let s)? = args.first { sep = s }
            var parts: [String] = []
            var bytes = sep.utf8.count &* max(a.count - 1, 0)
            for x in a {
                switch x {
                case .string(let s): parts.append(s)
                case .character(let c): parts.append(String(c))
                default: parts.append("")
                }
                bytes &+= parts[parts.count - 1].utf8.count
            }
            try ctx.charge(bytes: bytes)
            return .string(parts.joined(separator: sep))
        case "prefix(_:)":
            guard case .int(let n) = args[0] else { break }
            return .array(Array(a.prefix(try lengthTaken(n, "prefix"))))
        case "suffix(_:)":
            guard case .int(let n) = args[0] else { break }
            return .array(Array(a.suffix(try lengthTaken(n, "suffix"))))
        case "suffix(from:)", "prefix(upTo:)", "prefix(through:)":
            if let slice = try IndexBoundSlices.arraySlice(base, name, args) { return slice }
        case "removeSubrange(_:)":
            base = .void
            defer { base = .array(a) }
            if try IndexBoundSlices.removeSubrange(&a, args[0]) { return .void }
        case "replaceSubrange(_:with:)":
            let elements = try Sequences.elements(args[1])
            try ctx.allocate(elements.count)
            base = .void
            defer { base = .array(a) }
            if try IndexBoundSlices.replaceSubrange(&a, args[0], with: elements) { return .void }
        case "dropFirst()": return .array(Array(a.dropFirst()))
        case "dropLast()": return .array(Array(a.dropLast()))
        case "dropFirst(_:)":
            if let n = try dropCount(args[0]) { return .array(Array(a.dropFirst(n))) }
        case "dropLast(_:)":
            if let n = try dropCount(args[0]) { return .array(Array(a.dropLast(n))) }
        case "shuffled()": return .array(a.shuffled())
        case "randomElement()": return .optional(a.randomElement())
        case "index(of:)": return .optional(a.firstIndex { valuesEqual($0, args[0]) }.map { .int($0) })
        // Storage is reserved (one element's worth at most: the interpreter's own sizes differ
        // from Swift's), so `capacity` knows the array now has storage.
        case "reserveCapacity(_:)":
            if case .int(let n) = args[0], n > 0, a.capacity == 0 { base = .void; a.reserveCapacity(1); base = .array(a) }
            return .void
        case "starts(with:)":
            let prefix = try Sequences.elements(args[0])
            return .bool(prefix.count <= a.count && zip(a, prefix).allSatisfy { valuesEqual($0, $1) })
        case "elementsEqual(_:)":
            let other = try Sequences.elements(args[0])
            return .bool(other.count == a.count && zip(a, other).allSatisfy { valuesEqual($0, $1) })
        default:
            if let split = try SplitCall(name, args) { return .array(try split.pieces(a).map { .array($0) }) }
        }
        throw .unsupported("the collection member '\(name)' is not supported yet")
    }
}
