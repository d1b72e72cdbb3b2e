/// How a `#selector` names a method in Objective-C, which decides when two selectors are equal:
/// `unwindToList(_:)` is `unwindToList:`, `unwindToList(segue:)` is `unwindToListWithSegue:`,
/// `makeDetail(_:sender:)` is `makeDetail:sender:`, `refresh()` is `refresh`.
package enum SelectorSpelling {
    /// The Objective-C selector of a Swift method name (with its argument labels).
    package static func objectiveC(_ swiftName: String) -> String {
        guard let open = swiftName.firstIndex(of: "(") else { return swiftName }
        let base = String(swiftName[..<open])
        let labels = swiftName[swiftName.index(after: open)...].dropLast()
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        guard let first = labels.first else { return base }
        let head = first == "_" ? base : base + "With" + first.prefix(1).uppercased() + first.dropFirst()
        return head + ":" + labels.dropFirst().map { "\($0):" }.joined()
    }

    /// Whether two `#selector` names are the same method: the same Objective-C selector, or,
    /// when one is a bare base name (`#selector(refresh)`), the same base name.
    package static func same(_ x: String, _ y: String) -> Bool {
        guard x != y else { return true }
        guard x.contains("("), y.contains("(") else { return x.prefix { $0 != "(" } == y.prefix { $0 != "(" } }
        return objectiveC(x) == objectiveC(y)
    }
}
