/// The base names of a member table's full names (`add` for `add(_:to:)`, `count` for
/// `get:count`), made on first use and kept while the table's keys stay the same: the checker
/// asks whether a type has a member of some base name for nearly every name it resolves inside
/// the type, and scanning every full name each time was a fifth of an in-process check.
///
/// The table's owner calls `noteChange(keyCount:)` from its `didSet`, which runs after every
/// single change: a change that keeps the number of keys replaces one member under its own
/// key (the names stay right), and any other changes the number (the names are made again on
/// the next question). Assigning a whole other table with as many keys would go unnoticed:
/// member tables are only changed by subscript and `removeAll()`.
package struct BaseNameIndex {
    private var names: Set<Substring>?
    /// The number of keys `names` was made from.
    private var keyCount = 0

    package init() {}

    /// Forgets the names when the table now has another number of keys.
    package mutating func noteChange(keyCount count: Int) {
        if count != keyCount { names = nil }
    }

    /// Whether one of `keys` (the table's keys) has the base name `name`.
    package mutating func contains<Value>(_ name: some StringProtocol, among keys: Dictionary<String, Value>.Keys) -> Bool {
        if names == nil {
            names = Set(keys.map(baseName))
            keyCount = keys.count
        }
        return names?.contains(Substring(name)) == true
    }
}
