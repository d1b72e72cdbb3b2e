/// An `NSCountedSet` as scripts hold it: each distinct object and how often it was added.
final class CountedSetBox {
    var counts = OrderedDict()
}

/// Foundation's `NSCountedSet`: `init()`, `init(array:)`, `add(_:)`, `remove(_:)`,
/// `count(for:)`, `count`, `allObjects` and `contains(_:)`. Foundation keeps its objects in
/// hash order, which differs between runs; ours keeps them in the order first added (as our
/// sets and dictionaries do, docs/decisions.md).
enum CountedSetHost {
    static func makeClass() -> HostClass {
        let host = HostClass(name: "NSCountedSet")
        host.describe = { object in
            let items = (object as? CountedSetBox)?.counts.keys ?? []
            return "<NSCountedSet: \(items.count) objects>"
        }
        host.defineInit("init()") { _, _ throws(Interrupt) -> AnyObject in
            let made: AnyObject = CountedSetBox()
            return made
        }
        host.defineInit("init(array:)") { args, _ throws(Interrupt) -> AnyObject in
            let made = CountedSetBox()
            for item in try Sequences.elements(args.first ?? .array([])) { add(item, to: made) }
            return made
        }
        host.define("add(_:)") { object, args throws(Interrupt) -> Value in
            if let set = object as? CountedSetBox, let item = args.first { add(item, to: set) }
            return .void
        }
        host.define("remove(_:)") { object, args throws(Interrupt) -> Value in
            guard let set = object as? CountedSetBox, let item = args.first, case .int(let n)? = set.counts.lookup(item) else {
                return .void
            }
            set.counts.set(item, n > 1 ? .int(n - 1) : nil)
            return .void
        }
        host.define("count(for:)") { object, args throws(Interrupt) -> Value in
            guard let set = object as? CountedSetBox, let item = args.first, let n = set.counts.lookup(item) else { return .int(0) }
            return n
        }
        host.define("contains(_:)") { object, args throws(Interrupt) -> Value in
            guard let set = object as? CountedSetBox, let item = args.first else { return .bool(false) }
            return .bool(set.counts.lookup(item) != nil)
        }
        host.properties["count"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .int((object as? CountedSetBox)?.counts.keys.count ?? 0)
        })
        host.properties["allObjects"] = HostProperty(get: { object throws(Interrupt) -> Value in
            .array((object as? CountedSetBox)?.counts.keys ?? [])
        })
        return host
    }

    private static func add(_ item: Value, to set: CountedSetBox) {
        if case .int(let n)? = set.counts.lookup(item) { set.counts.set(item, .int(n + 1)) } else { set.counts.set(item, .int(1)) }
    }
}
