import SwiftSubset

/// Objective-C selectors that a storyboard names (an unwind segue's `unwindToList:`) and the
/// script methods they mean.
enum ObjCSelector {
    /// How Swift spells an Objective-C selector without knowing its method: `unwindToList:` is
    /// `unwindToList(_:)`, `makeDetail:sender:` is `makeDetail(_:sender:)`, `refresh` is
    /// `refresh` (what `#selector` gives for the same methods).
    static func swiftSpelling(of selector: String) -> String {
        guard selector.hasSuffix(":") else { return selector }
        let parts = selector.split(separator: ":")
        guard let base = parts.first else { return selector }
        return "\(base)(_:\(parts.dropFirst().map { "\($0):" }.joined()))"
    }

    /// The Objective-C selector of a Swift method name: `unwindToList(_:)` is `unwindToList:`,
    /// `unwindToList(segue:)` is `unwindToListWithSegue:`, `refresh()` and `refresh` are `refresh`.
    static func objectiveC(_ swiftName: String) -> String {
        SelectorSpelling.objectiveC(swiftName)
    }

    /// The Swift name of a one-argument Objective-C selector that the script object implements:
    /// `unwindToList:` is the method `unwindToList(_:)`, `unwindWithSegue:` is `unwind(segue:)`.
    /// A selector without a colon (an action without a sender, `refresh`) is `refresh()`; one
    /// with several (`makeDetail:sender:`) is `makeDetail(_:sender:)`.
    static func methodName(forSelector selector: String, in script: AnyObject) -> String? {
        if !selector.contains(":") {
            let name = "\(selector)()"
            return HostCallbacks.implements(script, name) ? name : nil
        }
        guard selector.hasSuffix(":") else { return nil }
        let parts = selector.split(separator: ":")
        if parts.count > 1 {
            // `makeDetail:sender:segueIdentifier:` is `makeDetail(_:sender:segueIdentifier:)`.
            let name = "\(parts[0])(_:\(parts.dropFirst().map { "\($0):" }.joined()))"
            return HostCallbacks.implements(script, name) ? name : nil
        }
        let base = String(selector.dropLast())
        var candidates = ["\(base)(_:)"]
        if let with = base.range(of: "With", options: .backwards), with.upperBound < base.endIndex {
            let label = base[with.upperBound...]
            let name = base[..<with.lowerBound]
            candidates.append("\(name)(\(label.prefix(1).lowercased() + label.dropFirst()):)")
        }
        return candidates.first { HostCallbacks.implements(script, $0) }
    }
}
